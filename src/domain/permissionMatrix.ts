import { PERMISSION_GROUPS, type PermissionGroup, type PermissionKey } from './permissions.ts';

// The role editor's matrix: every permission of spec 000 §6 as one cell, areas as rows and
// view / create / edit / delete as columns. An area lacks a column when no such permission exists.

export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export interface PermissionRow {
  /** e.g. "employees", "store_details", "store_hours" */
  area: string;
  cells: Partial<Record<PermissionAction, PermissionKey>>;
}

export interface PermissionSection {
  group: PermissionGroup;
  rows: PermissionRow[];
}

/** "lm_edit_store_hours" -> edit of store_hours; "create_custom_roles" -> create of roles. */
export function actionAndArea(key: PermissionKey): { action: PermissionAction; area: string } {
  const match = /^(?:lm_)?(view|create|edit|delete)_(?:custom_)?(.+)$/.exec(key);
  if (!match?.[1] || !match[2]) throw new Error(`Permission ${key} names no action`);
  return { action: match[1] as PermissionAction, area: match[2] };
}

function sectionOf(group: PermissionGroup): PermissionSection {
  const rows: PermissionRow[] = [];
  for (const key of PERMISSION_GROUPS[group]) {
    const { action, area } = actionAndArea(key);
    let row = rows.find((candidate) => candidate.area === area);
    if (!row) {
      row = { area, cells: {} };
      rows.push(row);
    }
    row.cells[action] = key;
  }
  return { group, rows };
}

export const PERMISSION_SECTIONS: readonly PermissionSection[] = (Object.keys(PERMISSION_GROUPS) as PermissionGroup[]).map(sectionOf);

export function rowKeys(row: PermissionRow): PermissionKey[] {
  return PERMISSION_ACTIONS.flatMap((action) => row.cells[action] ?? []);
}

/** Every area's name as a label: "store_shipping_details" -> "Store shipping details". */
export function areaLabel(area: string): string {
  const sentence = area.replace(/_/g, ' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export const PERMISSION_AREAS: readonly string[] = [
  ...new Set(PERMISSION_SECTIONS.flatMap((section) => section.rows.map((row) => row.area))),
];

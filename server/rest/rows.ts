// Reading declared resources: the list page and its total, and single rows with their children, as wire records.
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { wordsOf } from '../services/search/words.ts';
import type { WireRecord } from './declaration.ts';
import type { ResourceModel } from './model.ts';
import type { ListParams } from './params.ts';

/** A record and the company it belongs to (null when its store is gone). */
export interface OwnedRecord {
  record: WireRecord;
  companyId: number | null;
}

const COMPANY = '__company';

function toWire(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** The company of the row: the tenancy column itself, or its store's company. */
function companyOfRow(model: ResourceModel): SQL {
  const { kind, column } = model.declaration.tenancy;
  // Qualified by hand: drizzle leaves the columns of a one-table select unqualified.
  const own = sql`${model.declaration.table}.${sql.identifier(column.name)}`;
  if (kind === 'company') return own;
  return sql`(select s.company_id from stores s where s.id = ${own} and s.deleted_at is null)`;
}

function selection(model: ResourceModel): Record<string, PgColumn | SQL> {
  const fields: Record<string, PgColumn | SQL> = { [COMPANY]: companyOfRow(model) };
  for (const [field, { column }] of model.columns) fields[field] = column;
  for (const [field, expression] of model.computed) fields[field] = expression;
  return fields;
}

/** Rows that are not soft-deleted, plus `more`. */
export function liveRows(model: ResourceModel, ...more: (SQL | undefined)[]): SQL | undefined {
  const { deletedAt } = model.declaration;
  return and(deletedAt ? isNull(deletedAt) : undefined, ...more);
}

export function listConditions(model: ResourceModel, params: ListParams): SQL | undefined {
  const column = (field: string) => model.columns.get(field)!.column;
  const equality = params.equals.map(([field, value]) => {
    if (value === null) return isNull(column(field));
    return Array.isArray(value) ? inArray(column(field), value) : eq(column(field), value);
  });
  const search = params.q
    ? or(...(model.declaration.search ?? []).map((field) => wordsOf(sql`${column(field)}`, params.q)))
    : undefined;
  return liveRows(
    model,
    params.tenancyId !== undefined ? eq(model.declaration.tenancy.column, params.tenancyId) : undefined,
    params.ids ? inArray(model.declaration.id, params.ids) : undefined,
    ...equality,
    // A resource that declares no search field finds nothing for a search, rather than everything.
    params.q ? (search ?? sql`false`) : undefined,
  );
}

async function attachChildren(db: Db, model: ResourceModel, records: WireRecord[]): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((record) => record.id as number);
  for (const child of model.children.values()) {
    const { children } = child;
    const fields: Record<string, PgColumn> = { __parent: children.parent };
    if (children.kind === 'values') fields.value = children.value;
    else for (const [field, { column }] of child.columns) fields[field] = column;
    const order = children.kind === 'rows' ? (children.position ?? children.id) : children.value;
    const rows = (await db
      .select(fields)
      .from(children.table)
      .where(inArray(children.parent, ids))
      .orderBy(asc(children.parent), asc(order))) as Record<string, unknown>[];
    const byParent = new Map<number, unknown[]>();
    for (const { __parent, ...row } of rows) {
      const item = children.kind === 'values' ? toWire(row.value) : Object.fromEntries(Object.entries(row).map(([key, value]) => [key, toWire(value)]));
      const list = byParent.get(__parent as number) ?? [];
      list.push(item);
      byParent.set(__parent as number, list);
    }
    for (const record of records) record[child.field] = byParent.get(record.id as number) ?? [];
  }
}

async function selectOwned(db: Db, model: ResourceModel, where: SQL | undefined, page?: { order: SQL[]; limit: number; offset: number }): Promise<OwnedRecord[]> {
  let query = db.select(selection(model)).from(model.declaration.table).where(where).$dynamic();
  if (page) query = query.orderBy(...page.order).limit(page.limit).offset(page.offset);
  const rows = (await query) as Record<string, unknown>[];
  const owned = rows.map(({ [COMPANY]: companyId, ...fields }) => ({
    companyId: companyId === null ? null : Number(companyId),
    record: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toWire(value)])),
  }));
  await attachChildren(db, model, owned.map(({ record }) => record));
  return owned;
}

/** One page in the asked order (the id breaks ties, so paging is stable), and how many rows match. */
export async function listPage(db: Db, model: ResourceModel, params: ListParams): Promise<{ rows: OwnedRecord[]; total: number }> {
  const where = listConditions(model, params);
  const direction = params.sort.order === 'ASC' ? asc : desc;
  const sortBy = model.columns.get(params.sort.field)?.column ?? model.computed.get(params.sort.field)!;
  const rows = await selectOwned(db, model, where, {
    order: [direction(sortBy), direction(model.declaration.id)],
    limit: params.limit,
    offset: params.offset,
  });
  // A short first page needs no count; otherwise count the matches (cast: the drivers differ).
  const total =
    params.offset === 0 && rows.length < params.limit
      ? rows.length
      : Number((await db.select({ n: sql<number>`count(*)::int` }).from(model.declaration.table).where(where))[0].n);
  return { rows, total };
}

/**
 * One live row by id, with its children; locked for the rest of the transaction when `lock`. `no key
 * update`: writers of the row take turns, but a row elsewhere may still be inserted referring to it (a
 * store item given a modifier group waits for nobody's edit of the group's options).
 */
export async function findOwned(db: Db, model: ResourceModel, id: number, lock = false): Promise<OwnedRecord | undefined> {
  if (lock) await db.select({ id: model.declaration.id }).from(model.declaration.table).where(eq(model.declaration.id, id)).for('no key update');
  const [row] = await selectOwned(db, model, liveRows(model, eq(model.declaration.id, id)));
  return row;
}

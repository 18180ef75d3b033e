// Menus (spec 001 §3, §4, §7).

/**
 * Whether a menu is pushed to the partner with this sync id: a null, missing or empty available_channels
 * means every channel; otherwise the id must be in the list.
 */
export function isSyncedTo(availableChannels: readonly number[] | null | undefined, partnerSyncId: number): boolean {
  if (!availableChannels || availableChannels.length === 0) return true;
  return availableChannels.includes(partnerSyncId);
}

/** The menu named "All" first (any case), then by name, case-insensitively (GET /stores/{id}/menu). */
export function sortMenus<T extends { menu_name: string }>(menus: readonly T[]): T[] {
  const isAll = (menu: T) => menu.menu_name.trim().toLowerCase() === 'all';
  return [...menus].sort(
    (a, b) => Number(isAll(b)) - Number(isAll(a)) || a.menu_name.localeCompare(b.menu_name, 'en', { sensitivity: 'base' }),
  );
}

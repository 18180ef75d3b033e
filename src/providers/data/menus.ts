// Menus (spec 001 §7 "Menus"): the react-admin adapters of `menus`, `menu-rules` and `menu-items`, and one
// named method per call that is not plain CRUD. Every call is about one store: filter.storeId (getList) or
// meta.storeId (the others). The rules builder's vocabulary is the catalogue's tags (items.ts) and the store's
// categories (inventory.ts); the partners are channels.ts's directory.
import type {
  Menu,
  MenuCreateBody,
  MenuDetailsAnswer,
  MenuItemsAnswer,
  MenuItemsChangeAnswer,
  MenuListAnswer,
  MenuRulesAnswer,
  MenuRulesBody,
  MenuRulesPreviewAnswer,
  MenuRulesSaveAnswer,
  MenuTimingAnswer,
  MenuUpdateBody,
} from '../../contract/menus.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import { httpRequest } from '../http.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';

function storeIdOf(source: unknown): number {
  const storeId = typeof source === 'object' && source !== null ? (source as { storeId?: unknown }).storeId : undefined;
  if (typeof storeId !== 'number') throw new Error('menu calls need the storeId');
  return storeId;
}

function menuIdOf(source: unknown): number {
  const menuId = typeof source === 'object' && source !== null ? (source as { menuId?: unknown }).menuId : undefined;
  if (typeof menuId !== 'number') throw new Error('menu-items and menu-rules lists need the menuId');
  return menuId;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The menu calls of spec 001 §7, typed from src/contract/menus.ts. */
export const menusApi = {
  list: (storeId: number, query: { search_string?: string; status?: string; limit: number; offset: number }) =>
    httpRequest<MenuListAnswer>(`/stores/${storeId}/menu/list`, { query }),
  details: (storeId: number, menuId: number) => httpRequest<MenuDetailsAnswer>(`/stores/${storeId}/menu/${menuId}`),
  create: (storeId: number, body: MenuCreateBody) => httpRequest<Menu>(`/stores/${storeId}/menu/`, { method: 'POST', body }),
  update: (storeId: number, menuId: number, body: MenuUpdateBody) =>
    httpRequest<Menu>(`/stores/${storeId}/menu`, { method: 'PUT', query: { menu_id: menuId }, body }),
  remove: (storeId: number, menuId: number) => httpRequest<{ message: string }>(`/stores/${storeId}/menu/${menuId}`, { method: 'DELETE' }),
  rules: (storeId: number, menuId: number) => httpRequest<MenuRulesAnswer>(`/stores/${storeId}/menu/${menuId}/rules`),
  saveRules: (storeId: number, menuId: number, rules: MenuRulesBody) =>
    httpRequest<MenuRulesSaveAnswer>(`/stores/${storeId}/menu/${menuId}/rules`, { method: 'PUT', body: rules }),
  previewRules: (storeId: number, menuId: number | null, rules: MenuRulesBody, signal?: AbortSignal) =>
    httpRequest<MenuRulesPreviewAnswer>(menuId === null ? `/stores/${storeId}/menu/rules/preview` : `/stores/${storeId}/menu/${menuId}/rules/preview`, {
      method: 'POST',
      body: rules,
      signal,
    }),
  timing: (storeId: number, menuIds: readonly number[]) =>
    httpRequest<MenuTimingAnswer>(`/stores/${storeId}/menu/timing`, { query: { menu_ids: menuIds } }),
  items: (storeId: number, menuId: number, query: { search_string?: string; offset: number; limit: number }) =>
    httpRequest<MenuItemsAnswer>(`/stores/${storeId}/menu/${menuId}/items`, { query }),
  putItems: (storeId: number, menuId: number, itemIds: readonly number[], active: boolean) =>
    httpRequest<MenuItemsChangeAnswer>(`/stores/${storeId}/menu/items`, {
      method: 'POST',
      query: { active },
      body: { menu_id: menuId, store_item_ids: itemIds },
    }),
  takeOffItems: (storeId: number, menuId: number, itemIds: readonly number[]) =>
    httpRequest<MenuItemsChangeAnswer>(`/stores/${storeId}/menu/menu-item`, { method: 'DELETE', body: { menu_id: menuId, store_item_ids: itemIds } }),
};

/** "menus": the paged list (meta: total_store_item_count), details, create, update, delete. */
export const menusAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await menusApi.list(storeIdOf(filter), {
      search_string: blankToUndefined((filter as { q?: unknown }).q),
      status: blankToUndefined((filter as { status?: unknown }).status),
      limit: perPage,
      offset: offsetOf(pagination?.page ?? 1, perPage),
    });
    return { data: answer.menus, total: answer.total_menu_count, meta: { totalStoreItemCount: answer.total_store_item_count } };
  },
  async getOne({ id, meta }) {
    const answer = await menusApi.details(storeIdOf(meta), Number(id));
    return { data: answer.menu, meta: { totalStoreItemCount: answer.total_store_item_count } };
  },
  async create({ data, meta }) {
    return { data: await menusApi.create(storeIdOf(meta), data as MenuCreateBody) };
  },
  async update({ id, data, meta }) {
    return { data: await menusApi.update(storeIdOf(meta), Number(id), data as MenuUpdateBody) };
  },
  async delete({ id, meta }) {
    await menusApi.remove(storeIdOf(meta), Number(id));
    return { data: { id } };
  },
};

/** "menu-rules": a menu's rules (filter { storeId, menuId }); update with the menu id saves them all (PUT). */
export const menuRulesAdapter: ResourceAdapter = {
  async getList({ filter }) {
    const answer = await menusApi.rules(storeIdOf(filter), menuIdOf(filter));
    return { data: answer.data, total: answer.data.length };
  },
  async update({ id, data, meta }) {
    const answer = await menusApi.saveRules(storeIdOf(meta), Number(id), (data as { rules: MenuRulesBody }).rules);
    return { data: { id: answer.menu.id, rules: answer.data, menu: answer.menu } };
  },
};

/** "menu-items": the items on a menu (filter { storeId, menuId, q }), 20 a page. */
export const menuItemsAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await menusApi.items(storeIdOf(filter), menuIdOf(filter), {
      search_string: blankToUndefined((filter as { q?: unknown }).q),
      offset: offsetOf(pagination?.page ?? 1, perPage),
      limit: perPage,
    });
    return { data: answer.items, total: answer.count };
  },
};

/** Menu operations that are not plain CRUD (spread into the dataProvider's custom methods). */
export interface MenuMethods {
  /** POST /stores/{id}/menu/{menuId}/rules/preview, or /stores/{id}/menu/rules/preview (menuId null) */
  previewMenuRules(storeId: number, menuId: number | null, rules: MenuRulesBody, signal?: AbortSignal): Promise<MenuRulesPreviewAnswer>;
  /** GET /stores/{id}/menu/timing?menu_ids= */
  getMenuTiming(storeId: number, menuIds: readonly number[]): Promise<MenuTimingAnswer>;
  /** POST /stores/{id}/menu/items?active=true: put items on the menu by hand */
  addMenuItems(storeId: number, menuId: number, itemIds: readonly number[]): Promise<MenuItemsChangeAnswer>;
  /** DELETE /stores/{id}/menu/menu-item: take items off the menu */
  removeMenuItems(storeId: number, menuId: number, itemIds: readonly number[]): Promise<MenuItemsChangeAnswer>;
}

export const menuMethods: MenuMethods = {
  previewMenuRules: (storeId, menuId, rules, signal) => menusApi.previewRules(storeId, menuId, rules, signal),
  getMenuTiming: (storeId, menuIds) => menusApi.timing(storeId, menuIds),
  addMenuItems: (storeId, menuId, itemIds) => menusApi.putItems(storeId, menuId, itemIds, true),
  removeMenuItems: (storeId, menuId, itemIds) => menusApi.takeOffItems(storeId, menuId, itemIds),
};

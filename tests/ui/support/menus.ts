import { http, HttpResponse } from 'msw';
import type { Menu, MenuCreateBody, MenuRuleAnswer, MenuRulesBody, MenuRulesPreviewAnswer, MenuUpdateBody } from '../../../src/contract/menus.ts';
import type { StoreHourRow } from '../../../src/contract/stores.ts';
import { storeFixture } from './companies.ts';
import { api } from './mswServer.ts';
import { storePageHandlers } from './stores.ts';

export const MENU_STORE_ID = 41;
export const DOORDASH = 1;
export const UBEREATS = 2;

export function menuFixture(id: number, overrides: Partial<Menu> = {}): Menu {
  return {
    id,
    store_id: MENU_STORE_ID,
    menu_name: `Menu ${id}`,
    status: 'ACTIVE',
    menu_item_count: 0,
    store_item_count: 0,
    unique_category_count: 0,
    modifier_item_count: 0,
    menu_hours: [],
    is_default: false,
    external_menu_id: null,
    available_channels: null,
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: '2024-03-05T10:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

const hour = (id: number, menuId: number, day: number, open: string, close: string) => ({
  id,
  menu_id: menuId,
  open_time: open,
  close_time: close,
  day_of_week: day,
  is_closed: false,
  deletedAt: null,
});

export const ALL_DAY = menuFixture(9, {
  menu_name: 'All Day',
  is_default: true,
  menu_item_count: 120,
  store_item_count: 110,
  unique_category_count: 12,
  modifier_item_count: 4,
  menu_hours: [0, 1, 2, 3, 4, 5].map((day) => hour(100 + day, 9, day, '08:00', '22:00')),
});
export const BREAKFAST = menuFixture(10, {
  menu_name: 'Breakfast',
  status: 'INACTIVE',
  menu_item_count: 7,
  store_item_count: 6,
  unique_category_count: 2,
  modifier_item_count: 0,
  available_channels: [DOORDASH, UBEREATS],
  menu_hours: [0, 1, 2, 3, 4].map((day) => hour(200 + day, 10, day, '08:00', '11:00')),
});

/** The store opens 08:00-20:00 every day. */
export const STORE_HOURS: StoreHourRow[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ id: day + 1, open_time: '08:00', close_time: '20:00', dayOfWeek: day, isClosed: false }));

export const SAVED_RULES: MenuRuleAnswer[] = [
  {
    id: 70,
    menu_id: 10,
    type: 'add',
    is_delete: false,
    blocks: [{ id: 71, menu_id: 10, menu_rule_id: 70, operation_id: 1, subject: 'category', operator: 'equal', values: ['Bakery'], is_delete: false }],
  },
];

const item = (id: number, name: string) => ({
  id,
  name,
  upc: null,
  size: null,
  price: 2.5,
  image: null,
  category: 'Bakery',
  sub_category: null,
  sale_state: 'for_sale',
  active: true,
  sell_independently: true,
});

export function previewFixture(count: number): MenuRulesPreviewAnswer {
  return {
    menu_item_count: count,
    items: [item(1, 'Bagel'), item(2, 'Croissant')],
    added_count: 2,
    removed_count: 1,
    added: [item(2, 'Croissant')],
    removed: [item(3, 'Decaf Latte')],
  };
}

export interface MenuRecorder {
  listQueries: URLSearchParams[];
  created: MenuCreateBody[];
  updated: { menuId: number; body: MenuUpdateBody }[];
  deleted: number[];
  previews: MenuRulesBody[];
  savedRules: MenuRulesBody[];
}

/** The Menus tab's calls, answering like the server over an in-memory list of menus. */
export function menuHandlers(menus: Menu[] = [ALL_DAY, BREAKFAST]) {
  const state = { menus: [...menus], nextId: 50 };
  const recorder: MenuRecorder = { listQueries: [], created: [], updated: [], deleted: [], previews: [], savedRules: [] };
  const base = `/stores/${MENU_STORE_ID}/menu`;
  const handlers = [
    ...storePageHandlers(storeFixture(MENU_STORE_ID), STORE_HOURS),
    http.get(api('/stores/dsps'), () =>
      HttpResponse.json([
        { id: DOORDASH, name: 'DoorDash', created_at: '', updated_at: '', deleted_at: null },
        { id: UBEREATS, name: 'UberEats', created_at: '', updated_at: '', deleted_at: null },
      ]),
    ),
    http.get(api(`${base}/list`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      recorder.listQueries.push(query);
      const search = query.get('search_string')?.toLowerCase();
      const status = query.get('status');
      const rows = state.menus.filter((menu) => (!search || menu.menu_name.toLowerCase().includes(search)) && (!status || menu.status === status));
      return HttpResponse.json({ total_menu_count: rows.length, total_store_item_count: 130, menus: rows });
    }),
    http.post(api(`${base}/`), async ({ request }) => {
      const body = (await request.json()) as MenuCreateBody;
      recorder.created.push(body);
      const id = (state.nextId += 1);
      const menu = menuFixture(id, {
        menu_name: body.menu_name,
        status: body.status ?? 'ACTIVE',
        is_default: body.is_default ?? false,
        available_channels: body.available_channels ?? null,
        menu_hours: (body.menu_hours ?? []).map((row, index) => hour(900 + index, id, row.day_of_week, row.open_time, row.close_time)),
      });
      state.menus.push(menu);
      return HttpResponse.json(menu, { status: 201 });
    }),
    http.put(api(base), async ({ request }) => {
      const menuId = Number(new URL(request.url).searchParams.get('menu_id'));
      const body = (await request.json()) as MenuUpdateBody;
      recorder.updated.push({ menuId, body });
      const current = state.menus.find((menu) => menu.id === menuId);
      if (!current) return HttpResponse.json({ message: 'Menu not found' }, { status: 404 });
      const menu: Menu = {
        ...current,
        ...(body.menu_name === undefined ? {} : { menu_name: body.menu_name }),
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(body.is_default === undefined ? {} : { is_default: body.is_default }),
        ...(body.available_channels === undefined ? {} : { available_channels: body.available_channels }),
      };
      state.menus = state.menus.map((entry) => (entry.id === menuId ? menu : menu.is_default ? { ...entry, is_default: false } : entry));
      return HttpResponse.json(menu);
    }),
    http.delete(api(`${base}/:menuId`), ({ params }) => {
      recorder.deleted.push(Number(params.menuId));
      state.menus = state.menus.filter((menu) => menu.id !== Number(params.menuId));
      return HttpResponse.json({ message: 'Menu deleted' });
    }),
    http.get(api(`${base}/:menuId/rules`), () => HttpResponse.json({ data: SAVED_RULES })),
    http.post(api(`${base}/:menuId/rules/preview`), async ({ request }) => {
      const body = (await request.json()) as MenuRulesBody;
      recorder.previews.push(body);
      return HttpResponse.json(previewFixture(10 + body.length));
    }),
    http.put(api(`${base}/:menuId/rules`), async ({ request, params }) => {
      const body = (await request.json()) as MenuRulesBody;
      recorder.savedRules.push(body);
      const found = state.menus.find((entry) => entry.id === Number(params.menuId));
      if (!found) return HttpResponse.json({ message: 'Menu not found' }, { status: 404 });
      const menu = { ...found, menu_item_count: 12 };
      state.menus = state.menus.map((entry) => (entry.id === menu.id ? menu : entry));
      const data = body.map((rule, r) => ({
        id: 300 + r,
        menu_id: menu.id,
        type: rule.type,
        is_delete: false,
        blocks: rule.blocks.map((block, b) => ({ id: 400 + r * 10 + b, menu_id: menu.id, menu_rule_id: 300 + r, operation_id: b + 1, ...block, is_delete: false })),
      }));
      return HttpResponse.json({ data, menu });
    }),
    http.get(api(`/inventory/${MENU_STORE_ID}/category`), () =>
      HttpResponse.json([
        { id: 5, name: 'Bakery', image: '', item_count: 30 },
        { id: 6, name: 'Dairy', image: '', item_count: 15 },
      ]),
    ),
    http.get(api('/inventory/tags'), () => HttpResponse.json([{ id: 1, name: 'breakfast' }])),
  ];
  return { handlers, recorder, state };
}

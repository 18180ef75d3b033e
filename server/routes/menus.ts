import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoreIdParams } from '../../src/contract/inventory.ts';
import { MessageAnswer } from '../../src/contract/catalogue.ts';
import {
  Menu,
  MenuCreateBody,
  MenuDetailsAnswer,
  MenuItemsAddQuery,
  MenuItemsAnswer,
  MenuItemsBody,
  MenuItemsChangeAnswer,
  MenuItemsQuery,
  MenuListAnswer,
  MenuListQuery,
  MenuParams,
  MenuRulesAnswer,
  MenuRulesBody,
  MenuRulesPreviewAnswer,
  MenuRulesSaveAnswer,
  MenuTimingAnswer,
  MenuTimingQuery,
  MenuUpdateBody,
  MenuUpdateQuery,
} from '../../src/contract/menus.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { decideByHand, listMenuItems } from '../services/menus/items.ts';
import { previewRules } from '../services/menus/preview.ts';
import { assertMenu, listMenus, menuDetails, menuOr404, menuTiming } from '../services/menus/query.ts';
import { readRules } from '../services/menus/ruleStore.ts';
import { saveRules } from '../services/menus/rules.ts';
import { createMenu, deleteMenu, updateMenu } from '../services/menus/write.ts';
import { errorResponses as errors, storeFromParams } from './inventoryAccess.ts';

const tags = ['menus'];
const VIEW_MENUS: PermissionKey[] = ['lm_view_store_menus'];
const EDIT_MENUS: PermissionKey[] = ['lm_edit_store_menus'];
const view = { access: { kind: 'store' as const, storeId: storeFromParams, permissions: VIEW_MENUS } };
const edit = { access: { kind: 'store' as const, storeId: storeFromParams, permissions: EDIT_MENUS } };

/** The menu calls of spec 001 section 7 "Menus" (GET /stores/{id}/menu is in storeMenuList.ts), under /stores. */
const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/menu/list',
    { schema: { tags, params: StoreIdParams, querystring: MenuListQuery, response: { 200: MenuListAnswer, ...errors } }, config: view },
    (request) => listMenus(app.db, request.params.id, request.query),
  );

  app.get(
    '/:id/menu/timing',
    { schema: { tags, params: StoreIdParams, querystring: MenuTimingQuery, response: { 200: MenuTimingAnswer, ...errors } }, config: view },
    (request) => menuTiming(app.db, request.params.id, request.query.menu_ids),
  );

  app.post(
    '/:id/menu/',
    { schema: { tags, params: StoreIdParams, body: MenuCreateBody, response: { 201: Menu, ...errors } }, config: edit },
    async (request, reply) => {
      const id = await createMenu(app.db, request.params.id, request.body);
      return reply.status(201).send(await menuOr404(app.db, request.params.id, id));
    },
  );

  app.put(
    '/:id/menu',
    { schema: { tags, params: StoreIdParams, querystring: MenuUpdateQuery, body: MenuUpdateBody, response: { 200: Menu, ...errors } }, config: edit },
    async (request) => {
      await updateMenu(app.db, request.params.id, request.query.menu_id, request.body);
      return menuOr404(app.db, request.params.id, request.query.menu_id);
    },
  );

  app.get(
    '/:id/menu/:menuId',
    { schema: { tags, params: MenuParams, response: { 200: MenuDetailsAnswer, ...errors } }, config: view },
    (request) => menuDetails(app.db, request.params.id, request.params.menuId),
  );

  app.delete(
    '/:id/menu/:menuId',
    { schema: { tags, params: MenuParams, response: { 200: MessageAnswer, ...errors } }, config: edit },
    async (request) => {
      await deleteMenu(app.db, request.params.id, request.params.menuId);
      return { message: 'Menu deleted' };
    },
  );

  app.get(
    '/:id/menu/:menuId/rules',
    { schema: { tags, params: MenuParams, response: { 200: MenuRulesAnswer, ...errors } }, config: view },
    async (request) => {
      await assertMenu(app.db, request.params.id, request.params.menuId);
      return { data: await readRules(app.db, request.params.menuId) };
    },
  );

  app.put(
    '/:id/menu/:menuId/rules',
    { schema: { tags, params: MenuParams, body: MenuRulesBody, response: { 200: MenuRulesSaveAnswer, ...errors } }, config: edit },
    async (request) => {
      const { id, menuId } = request.params;
      await saveRules(app.db, id, menuId, request.body);
      const [data, menu] = await Promise.all([readRules(app.db, menuId), menuOr404(app.db, id, menuId)]);
      return { data, menu };
    },
  );

  // Not in the spec: the live preview of the rules builder, for a saved menu and for one not saved yet.
  app.post(
    '/:id/menu/:menuId/rules/preview',
    { schema: { tags, params: MenuParams, body: MenuRulesBody, response: { 200: MenuRulesPreviewAnswer, ...errors } }, config: edit },
    (request) => previewRules(app.db, request.params.id, request.params.menuId, request.body),
  );

  app.post(
    '/:id/menu/rules/preview',
    { schema: { tags, params: StoreIdParams, body: MenuRulesBody, response: { 200: MenuRulesPreviewAnswer, ...errors } }, config: edit },
    (request) => previewRules(app.db, request.params.id, null, request.body),
  );

  // Not in the spec: the menu's items, paged and searchable.
  app.get(
    '/:id/menu/:menuId/items',
    { schema: { tags, params: MenuParams, querystring: MenuItemsQuery, response: { 200: MenuItemsAnswer, ...errors } }, config: view },
    (request) => listMenuItems(app.db, request.params.id, request.params.menuId, request.query),
  );

  app.post(
    '/:id/menu/items',
    {
      schema: { tags, params: StoreIdParams, querystring: MenuItemsAddQuery, body: MenuItemsBody, response: { 200: MenuItemsChangeAnswer, ...errors } },
      config: edit,
    },
    (request) => decideByHand(app.db, request.params.id, request.body, request.query.active ? 'added' : 'removed'),
  );

  app.delete(
    '/:id/menu/menu-item',
    { schema: { tags, params: StoreIdParams, body: MenuItemsBody, response: { 200: MenuItemsChangeAnswer, ...errors } }, config: edit },
    (request) => decideByHand(app.db, request.params.id, request.body, 'taken-off'),
  );
};

export default menuRoutes;

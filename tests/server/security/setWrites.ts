// The concurrency rule's table (README "Security"): every write of the route table that may replace a set
// is raced here, keyed by method and URL as the route table declares them, or exempt with its reason.
// concurrency.test.ts fails naming any set write that is in neither list, so a new one cannot go unraced.
import type { DeclaredRoute } from '../../../server/plugins/routeTable.ts';
import type { Race } from './races.ts';
import { catalogueRaces } from './races/catalogue.ts';
import { menuRaces } from './races/menus.ts';
import { peopleRaces } from './races/people.ts';
import { storeRaces } from './races/stores.ts';
import type { JsonSchema } from './schemaValues.ts';

export const routeKey = (route: Pick<DeclaredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

const holdsArray = (schema: JsonSchema | undefined): boolean => {
  if (!schema || typeof schema !== 'object') return false;
  const node = schema as JsonSchema & { anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };
  if ([node.type].flat().includes('array')) return true;
  return [...Object.values(node.properties ?? {}), ...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].some(holdsArray);
};

/**
 * A write may replace a set when its body holds an array anywhere (it sends a set of rows or values) or
 * is a file (an import). The rule reads only the schemas, so it also catches creations, bulk actions on
 * listed ids and previews: those are exempt below with the reason. A write that replaces a set without
 * an array in its body (the store's channel pauses) is raced by being listed.
 */
export function mayReplaceSet(route: DeclaredRoute): boolean {
  if (route.method === 'GET') return false;
  const consumes = (route.schema as { consumes?: readonly string[] } | undefined)?.consumes ?? [];
  return consumes.includes('multipart/form-data') || holdsArray(route.schema?.body as JsonSchema | undefined);
}

export const RACES: Record<string, Race> = { ...storeRaces, ...catalogueRaces, ...menuRaces, ...peopleRaces };

const CREATES = 'creates a new row with its sets; no other writer holds it yet';
const BULK = 'sets one field on each listed row: every writer of the same ids ends the same, one statement a row';
const ADDS = 'adds what is missing (on conflict do nothing) or removes what is listed: writers of the same lists end the same whatever the order';
const READS = 'writes nothing';

export const EXEMPT: Record<string, string> = {
  'POST /api/stores/upload_image/': 'stores a new image file under a new name and answers its URL; no set',
  'POST /api/stores/company/:id/tags': ADDS,
  'POST /api/stores/company/:id/campaigns': CREATES,
  'PUT /api/stores/company/:id/campaigns/bulk/': BULK,
  'DELETE /api/stores/company/:id/campaigns/bulk/delete': BULK,
  'POST /api/stores/store/': CREATES,
  'POST /api/user-service/create-role': CREATES,
  'POST /api/stores/store-employees/': ADDS,
  'POST /api/inventory/items/global-items': CREATES,
  'PATCH /api/inventory/items/global-items/bulk-actions/': BULK,
  'PUT /api/inventory/items/global-items/bulk-actions': BULK,
  'DELETE /api/inventory/items/global-items/bulk': BULK,
  'POST /api/inventory/items/global-items/merge-with-certified-item': 'moves the listed items onto one certified item with the items locked (catalogue/globalItemsBulk.ts); a second merge of them is told 404',
  'PUT /api/inventory/:id/unlink-stores-from-global-item': ADDS,
  'POST /api/inventory/:id/item': CREATES,
  'PUT /api/inventory/store/:id/items/bulk-actions': BULK,
  'PATCH /api/inventory/:id/statuses': BULK,
  'DELETE /api/inventory/bulk/:id': BULK,
  'POST /api/inventory/image-enrichment/upload': 'sets one item’s image from the file: one row, one statement',
  'POST /api/rest/modifier-groups': CREATES,
  'POST /api/rest/fee-rules': CREATES,
  'POST /api/stores/company/:id/sync-grid/push': 'queues one push job a listed cell, in one transaction (channels/push.ts); it replaces no set',
  'POST /api/stores/:id/menu/': CREATES,
  'POST /api/stores/:id/menu/:menuId/rules/preview': READS,
  'POST /api/stores/:id/menu/rules/preview': READS,
  'POST /api/stores/:id/menu/items': 'decides listed items by hand; raced against rules saves and item writes in menuConcurrency.test.ts',
  'DELETE /api/stores/:id/menu/menu-item': 'takes listed items off by hand; raced against rules saves and item writes in menuConcurrency.test.ts',
  'PATCH /api/stores/:id/inventory/item-management/review-store-items': BULK,
  'PUT /api/stores/:id/inventory/item-management/unlink': ADDS,
  'POST /api/stores/:id/inventory/item-management/insert': 'creates a global item for each listed store item that has none, the items locked; one already linked is skipped',
  'PUT /api/stores/:id/inventory/item-management/update-global-item': 'copies each listed store item onto its global item: one row a statement, every writer copies the same',
  'DELETE /api/stores/:id/inventory/item-management/delete': BULK,
  'POST /api/stores/:id/inventory/item-management/export-to-csv': READS,
};

import { http, HttpResponse } from 'msw';
import type { Store, StoreHourRow } from '../../../src/contract/stores.ts';
import { storeFixture } from './companies.ts';
import { api } from './mswServer.ts';

/** GET /stores/{id} and GET /stores/{id}/store-hours answering like the server for one store. */
export function storePageHandlers(store: Store = storeFixture(31), hours: StoreHourRow[] = [], timezone = 'America/Chicago') {
  return [
    http.get(api(`/stores/${store.id}`), () => HttpResponse.json(store)),
    http.get(api(`/stores/${store.id}/store-hours`), () => HttpResponse.json({ timezone, hours })),
  ];
}

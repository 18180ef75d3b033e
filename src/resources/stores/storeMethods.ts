import type { StoreHourRow, StoreHoursAnswer } from '../../contract/stores.ts';
import { httpRequest } from '../../providers/http.ts';

/** Store hours (spec 000 §7; the store users are the "store-users" resource), spread into the dataProvider's custom methods. */
export interface StoreMethods {
  /** GET /stores/{id}/store-hours: the week and the store's time zone */
  getStoreHours(storeId: number): Promise<StoreHoursAnswer>;
  /** PUT /stores/{id}/store-hours with the whole week; answers the week as stored */
  saveStoreHours(storeId: number, rows: readonly StoreHourRow[]): Promise<StoreHoursAnswer>;
  /** DELETE /stores/{id}/store-hours/{hourId}; answers the week without that row */
  deleteStoreHour(storeId: number, hourId: number): Promise<StoreHoursAnswer>;
}

export const storeMethods: StoreMethods = {
  getStoreHours: (storeId) => httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours`),
  saveStoreHours: (storeId, rows) =>
    httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours`, { method: 'PUT', body: rows }),
  deleteStoreHour: (storeId, hourId) =>
    httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours/${hourId}`, { method: 'DELETE' }),
};

import type { StoreUsersAnswer, StoreUsersQuery } from '../../contract/employees.ts';
import type { StoreHourRow, StoreHoursAnswer } from '../../contract/stores.ts';
import { httpRequest } from '../../providers/http.ts';

/** Store hours and store users (spec 000 §7), spread into the dataProvider's custom methods. */
export interface StoreMethods {
  /** GET /stores/{id}/store-hours: the week and the store's time zone */
  getStoreHours(storeId: number): Promise<StoreHoursAnswer>;
  /** PUT /stores/{id}/store-hours with the whole week; answers the week as stored */
  saveStoreHours(storeId: number, rows: readonly StoreHourRow[]): Promise<StoreHoursAnswer>;
  /** DELETE /stores/{id}/store-hours/{hourId}; answers the week without that row */
  deleteStoreHour(storeId: number, hourId: number): Promise<StoreHoursAnswer>;
  /** GET /user-service/store/{storeId}/users?limit&offset&search_string */
  getStoreUsers(storeId: number, query: StoreUsersQuery): Promise<StoreUsersAnswer>;
}

export const storeMethods: StoreMethods = {
  getStoreHours: (storeId) => httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours`),
  saveStoreHours: (storeId, rows) =>
    httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours`, { method: 'PUT', body: rows }),
  deleteStoreHour: (storeId, hourId) =>
    httpRequest<StoreHoursAnswer>(`/stores/${storeId}/store-hours/${hourId}`, { method: 'DELETE' }),
  getStoreUsers: (storeId, query) => httpRequest<StoreUsersAnswer>(`/user-service/store/${storeId}/users`, { query: { ...query } }),
};

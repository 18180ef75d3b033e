import type {
  AnalyticsQuery,
  DowntimeAnswer,
  DowntimeQuery,
  OrdersTodayAnswer,
  PlatformNowAnswer,
  SalesAnswer,
  SalesQuery,
  StoreActivityAnswer,
  StoreFeedbackAnswer,
  StoreOrdersSummary,
  TopItemsAnswer,
} from '../../contract/orders.ts';
import type { QueryParams } from '../../domain/paging.ts';
import { downloadFile } from '../fileDownload.ts';
import { httpRequest } from '../http.ts';

const params = (query: AnalyticsQuery | SalesQuery | DowntimeQuery): QueryParams => ({ ...query });

/** The calls of Home, Reports, Analytics and the store Home tab's orders (issue 15), as named custom methods. */
export interface OrderMethods {
  /** GET /analytics/platform/now: stores by operating status and the attention list (internal) */
  getPlatformNow(): Promise<PlatformNowAnswer>;
  /** GET /analytics/orders-today?company_id */
  getOrdersToday(companyId?: number): Promise<OrdersTodayAnswer>;
  /** GET /analytics/sales?from&to&company_id&store_id&channel&group_by */
  getSales(query: SalesQuery): Promise<SalesAnswer>;
  /** GET /analytics/sales/export_to_csv: the same rows as a CSV download; the saved file name */
  exportSales(query: SalesQuery): Promise<string>;
  /** GET /analytics/top-items?from&to&company_id&store_id&limit */
  getTopItems(query: AnalyticsQuery & { limit?: number }): Promise<TopItemsAnswer>;
  /** GET /analytics/downtime?from&to&company_id&store_id&channel&group_by */
  getDowntime(query: DowntimeQuery): Promise<DowntimeAnswer>;
  /** GET /analytics/downtime/export_to_csv */
  exportDowntime(query: DowntimeQuery): Promise<string>;
  /** GET /orders/store/{id}/summary?limit: today's orders and sales and the latest orders */
  getStoreOrdersSummary(storeId: number, limit?: number): Promise<StoreOrdersSummary>;
  /** GET /orders/store/{id}/activity?limit */
  getStoreActivity(storeId: number, limit?: number): Promise<StoreActivityAnswer>;
  /** GET /orders/store/{id}/feedback?limit */
  getStoreFeedback(storeId: number, limit?: number): Promise<StoreFeedbackAnswer>;
  /** GET /orders/{id}/export_to_csv?from&to (the store id): the saved file name */
  exportStoreOrders(storeId: number, from: string, to: string): Promise<string>;
}

export const orderMethods: OrderMethods = {
  getPlatformNow: () => httpRequest<PlatformNowAnswer>('/analytics/platform/now'),
  getOrdersToday: (companyId) => httpRequest<OrdersTodayAnswer>('/analytics/orders-today', { query: { company_id: companyId } }),
  getSales: (query) => httpRequest<SalesAnswer>('/analytics/sales', { query: params(query) }),
  exportSales: (query) => downloadFile('/analytics/sales/export_to_csv', { query: params(query), fallbackName: `sales_by_${query.group_by}.csv` }),
  getTopItems: (query) => httpRequest<TopItemsAnswer>('/analytics/top-items', { query: { ...params(query), limit: query.limit } }),
  getDowntime: (query) => httpRequest<DowntimeAnswer>('/analytics/downtime', { query: params(query) }),
  exportDowntime: (query) => downloadFile('/analytics/downtime/export_to_csv', { query: params(query), fallbackName: `downtime_by_${query.group_by}.csv` }),
  getStoreOrdersSummary: (storeId, limit = 20) => httpRequest<StoreOrdersSummary>(`/orders/store/${storeId}/summary`, { query: { limit } }),
  getStoreActivity: (storeId, limit = 20) => httpRequest<StoreActivityAnswer>(`/orders/store/${storeId}/activity`, { query: { limit } }),
  getStoreFeedback: (storeId, limit = 20) => httpRequest<StoreFeedbackAnswer>(`/orders/store/${storeId}/feedback`, { query: { limit } }),
  exportStoreOrders: (storeId, from, to) => downloadFile(`/orders/${storeId}/export_to_csv`, { query: { from, to }, fallbackName: `store_${storeId}_orders.csv` }),
};

// Channels (spec 001 §7 "Store partners and channels", "Menu sync status"): the react-admin adapters of the
// `store-partners`, `sync-status` and `sync-grid` resources and the named calls that are not plain CRUD.
import type { DeleteResult, GetListResult, RaRecord } from 'react-admin';
import type { Static } from 'typebox';
import type {
  BulkPushAnswer,
  BulkPushBody,
  Dsp,
  FeePreview,
  MenuDetails,
  MenuDiff,
  StorePartner,
  StorePartnerCreateBody,
  StorePartnerPatchBody,
  SyncGrid,
  SyncGridRow,
  SyncStatus,
  SyncStatusList,
} from '../../contract/channels.ts';
import type { PosIntegrationStatus } from '../../contract/stores.ts';
import { httpRequest } from '../http.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';

export type MenuDetailsAnswer = Static<typeof MenuDetails>;
export type SyncStatusPage = Static<typeof SyncStatusList>;
export type SyncGridRecord = Static<typeof SyncGridRow> & { id: number };
export type PosStatus = Static<typeof PosIntegrationStatus>;
export type SyncGridFilter = 'all' | 'failed' | 'out_of_date' | 'attention';

/** The named channel calls, spread into the dataProvider's custom methods. */
export interface ChannelMethods {
  /** GET /stores/dsps: the partner directory */
  getPartnerDirectory(): Promise<Dsp[]>;
  /** GET /stores/{id}/store-partner/{partnerId}/menu-details */
  getMenuDetails(storeId: number, partnerId: number): Promise<MenuDetailsAnswer>;
  /** GET /stores/{id}/store-partner/{partnerId}/menu-diff: what a push would change */
  getMenuDiff(storeId: number, partnerId: number): Promise<MenuDiff>;
  /** POST /stores/{id}/partner-menu-push/{partnerId}: the task, initiated */
  pushPartnerMenu(storeId: number, partnerId: number): Promise<SyncStatus>;
  /** DELETE /stores/{id}/menu/sync-status: every task of the store */
  clearSyncTasks(storeId: number): Promise<number>;
  /** POST /dsp-integration/v1/stores/{id}/partners/ubereats-pos { enabled } */
  setUberEatsPos(storeId: number, enabled: boolean): Promise<PosStatus>;
  /** GET /stores/{id}/fee-preview?partner_id&limit */
  getFeePreview(storeId: number, limit: number): Promise<FeePreview>;
  /** POST /stores/company/{id}/sync-grid/push: one job per cell */
  pushSyncGridCells(companyId: number, cells: BulkPushBody['cells']): Promise<BulkPushAnswer>;
}

export const channelMethods: ChannelMethods = {
  getPartnerDirectory: () => httpRequest<Dsp[]>('/stores/dsps'),
  getMenuDetails: (storeId, partnerId) => httpRequest<MenuDetailsAnswer>(`/stores/${storeId}/store-partner/${partnerId}/menu-details`),
  getMenuDiff: (storeId, partnerId) => httpRequest<MenuDiff>(`/stores/${storeId}/store-partner/${partnerId}/menu-diff`, { query: { limit: 20 } }),
  pushPartnerMenu: (storeId, partnerId) => httpRequest<SyncStatus>(`/stores/${storeId}/partner-menu-push/${partnerId}`, { method: 'POST' }),
  clearSyncTasks: async (storeId) =>
    (await httpRequest<{ deleted: number }>(`/stores/${storeId}/menu/sync-status`, { method: 'DELETE' })).deleted,
  setUberEatsPos: (storeId, enabled) =>
    httpRequest<PosStatus>(`/dsp-integration/v1/stores/${storeId}/partners/ubereats-pos`, { method: 'POST', body: { enabled } }),
  getFeePreview: (storeId, limit) => httpRequest<FeePreview>(`/stores/${storeId}/fee-preview`, { query: { limit } }),
  pushSyncGridCells: (companyId, cells) =>
    httpRequest<BulkPushAnswer>(`/stores/company/${companyId}/sync-grid/push`, { method: 'POST', body: { cells } }),
};

function requiredId(filter: Record<string, unknown> | undefined, key: string): number {
  const value = Number(filter?.[key]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`The ${key} filter is required`);
  return value;
}

function pageOf(params: { pagination?: { page: number; perPage: number } }) {
  const { page = 1, perPage = 20 } = params.pagination ?? {};
  return { offset: (page - 1) * perPage, limit: perPage };
}

const asRecord = <Row extends { id: number }>(row: Row): Row & RaRecord => row;

/**
 * `store-partners`: a store's links (filter storeId). create is POST, update PATCH by the link's id, delete
 * DELETE by partner id (meta.force unlinks while a push is under way).
 */
export const storePartnersAdapter: ResourceAdapter = {
  async getList(params): Promise<GetListResult<RaRecord>> {
    const storeId = requiredId(params.filter, 'storeId');
    const links = await httpRequest<StorePartner[]>(`/stores/${storeId}/store-partner`);
    return { data: links.map(asRecord), total: links.length };
  },
  async create(params) {
    const { storeId, ...body } = params.data as StorePartnerCreateBody & { storeId: number };
    return { data: asRecord(await httpRequest<StorePartner>(`/stores/${storeId}/store-partner`, { method: 'POST', body })) };
  },
  async update(params) {
    const previous = params.previousData as StorePartner;
    const body: StorePartnerPatchBody = { ...(params.data as StorePartnerPatchBody), id: previous.id };
    return { data: asRecord(await httpRequest<StorePartner>(`/stores/${previous.storeId}/store-partner`, { method: 'PATCH', body })) };
  },
  async delete(params): Promise<DeleteResult<RaRecord>> {
    const previous = params.previousData as StorePartner;
    const force = (params.meta as { force?: boolean } | undefined)?.force === true;
    await httpRequest(`/stores/${previous.storeId}/store-partner/${previous.partnerId}`, { method: 'DELETE', query: force ? { force: true } : {} });
    return { data: asRecord(previous) };
  },
};

/** `sync-status`: a store's menu push tasks (filter storeId), newest first, 20 a page; delete removes one. */
export const syncStatusAdapter: ResourceAdapter = {
  async getList(params) {
    const storeId = requiredId(params.filter, 'storeId');
    const syncStatusId = params.filter?.syncStatusId;
    const answer = await httpRequest<SyncStatusPage>(`/stores/${storeId}/menu/sync-status`, {
      query: { ...pageOf(params), ...(syncStatusId === undefined ? {} : { syncStatusId: Number(syncStatusId) }) },
    });
    return { data: answer.sync_status.map(asRecord), total: answer.count };
  },
  async delete(params) {
    const previous = params.previousData as SyncStatus;
    await httpRequest(`/stores/${previous.store_id}/menu/sync-status/${previous.id}`, { method: 'DELETE' });
    return { data: asRecord(previous) };
  },
};

/** `sync-grid`: a company's stores × partners (filter companyId, status, q); a row's id is its store id. */
export const syncGridAdapter: ResourceAdapter = {
  async getList(params) {
    const companyId = requiredId(params.filter, 'companyId');
    const filter = typeof params.filter?.status === 'string' ? params.filter.status : 'all';
    const search = typeof params.filter?.q === 'string' && params.filter.q.trim() !== '' ? params.filter.q.trim() : undefined;
    const answer = await httpRequest<SyncGrid>(`/stores/company/${companyId}/sync-grid`, {
      query: { ...pageOf(params), filter, ...(search ? { search_string: search } : {}) },
    });
    const data: SyncGridRecord[] = answer.stores.map((row) => ({ ...row, id: row.store_id }));
    return { data, total: answer.count, meta: { partners: answer.partners } };
  },
};

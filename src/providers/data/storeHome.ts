// The store Home tab (spec 000 §7, spec 001 §7): one named method per call (status, tasks, onboarding, POS,
// unsync count), with the record types the tab's screens use.
import type { Static } from 'typebox';
import type {
  InternalStatusBody,
  OnboardingRequest,
  OnboardingStatus,
  PosIntegrationStatus,
  StoreStatusAnswer,
  StoreStatusUpdateBody,
  StoreTask,
  StoreTasksAnswer,
  UnsyncCount,
} from '../../contract/stores.ts';
import type { ChannelName } from '../../domain/channelStatus.ts';
import { httpRequest } from '../http.ts';

export type StoreTaskRecord = Static<typeof StoreTask>;
export type StoreTaskStatus = StoreTaskRecord['status'];
export type StoreTasks = Static<typeof StoreTasksAnswer>;
export type OnboardingStatusRecord = Static<typeof OnboardingStatus>;
export type OnboardingRequestRecord = Static<typeof OnboardingRequest>;
export type PosIntegration = Static<typeof PosIntegrationStatus>;
export type UnsyncCounts = Static<typeof UnsyncCount>;
export type InternalStatusRequest = Static<typeof InternalStatusBody>;

/** The calls of the store Home tab (spec 000 §7, spec 001 §7), spread into the dataProvider's custom methods. */
export interface StoreHomeMethods {
  /** GET /stores/{id}/status?current_local_date (store wall clock, YYYY-MM-DDTHH:mm:ss) */
  getStoreStatus(storeId: number, currentLocalDate: string): Promise<StoreStatusAnswer>;
  /** PUT /stores/{id}/status { dsp_name, is_active, pause_end }: the status afterwards */
  updateChannelStatus(storeId: number, body: StoreStatusUpdateBody): Promise<StoreStatusAnswer>;
  /** PUT /stores/{id}/internal_status { storeStatus, cognitoId } (internal users) */
  setInternalStoreStatus(storeId: number, body: InternalStatusRequest): Promise<StoreStatusAnswer>;
  /** GET /stores/tasks?store_id&limit=5 */
  getStoreTasks(storeId: number, limit: number): Promise<StoreTasks>;
  /** POST /stores/tasks/{id} { status } */
  updateStoreTask(taskId: number, status: StoreTaskStatus): Promise<StoreTaskRecord>;
  /** GET /stores/onboarding/store/{id}/statuses */
  getOnboardingStatuses(storeId: number): Promise<OnboardingStatusRecord[]>;
  /** GET /stores/onboarding/store/{id}/requests */
  getOnboardingRequests(storeId: number): Promise<OnboardingRequestRecord[]>;
  /** POST /stores/onboarding/{id} { partner_name } */
  createOnboardingRequest(storeId: number, partnerName: ChannelName): Promise<OnboardingRequestRecord>;
  /** GET /stores/{id}/pos-integration-status/{partner} */
  getPosIntegrationStatus(storeId: number, partner: ChannelName): Promise<PosIntegration>;
  /** GET /stores/{id}/store-partners/unsync-count/ */
  getUnsyncCount(storeId: number): Promise<UnsyncCounts>;
}

export const storeHomeMethods: StoreHomeMethods = {
  getStoreStatus: (storeId, currentLocalDate) =>
    httpRequest<StoreStatusAnswer>(`/stores/${storeId}/status`, { query: { current_local_date: currentLocalDate } }),
  updateChannelStatus: (storeId, body) => httpRequest<StoreStatusAnswer>(`/stores/${storeId}/status`, { method: 'PUT', body }),
  setInternalStoreStatus: (storeId, body) =>
    httpRequest<StoreStatusAnswer>(`/stores/${storeId}/internal_status`, { method: 'PUT', body }),
  getStoreTasks: (storeId, limit) => httpRequest<StoreTasks>('/stores/tasks', { query: { store_id: storeId, limit } }),
  updateStoreTask: (taskId, status) => httpRequest<StoreTaskRecord>(`/stores/tasks/${taskId}`, { method: 'POST', body: { status } }),
  getOnboardingStatuses: (storeId) => httpRequest<OnboardingStatusRecord[]>(`/stores/onboarding/store/${storeId}/statuses`),
  getOnboardingRequests: (storeId) => httpRequest<OnboardingRequestRecord[]>(`/stores/onboarding/store/${storeId}/requests`),
  createOnboardingRequest: (storeId, partnerName) =>
    httpRequest<OnboardingRequestRecord>(`/stores/onboarding/${storeId}`, { method: 'POST', body: { partner_name: partnerName } }),
  getPosIntegrationStatus: (storeId, partner) =>
    httpRequest<PosIntegration>(`/stores/${storeId}/pos-integration-status/${partner}`),
  getUnsyncCount: (storeId) => httpRequest<UnsyncCounts>(`/stores/${storeId}/store-partners/unsync-count/`),
};

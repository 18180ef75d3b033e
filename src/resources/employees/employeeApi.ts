import type { Profile } from '../../contract/auth.ts';
import type { CompanyListAnswer } from '../../contract/companies.ts';
import type {
  Employee,
  EmployeeCreateBody,
  EmployeeListAnswer,
  EmployeeListQuery,
  EmployeeStoresAnswer,
  EmployeeStoresQuery,
  EmployeeUpdateBody,
  MessageAnswer,
  NotificationPreferences,
  NotificationPreferencesBody,
  StoreCountsAnswer,
  StoreEmployeesAnswer,
  StoreEmployeesBody,
} from '../../contract/employees.ts';
import { httpRequest } from '../../providers/http.ts';

/** The employee calls of spec 000 §7, typed from src/contract/employees.ts. */
export const employeeApi = {
  list: (companyId: number, query: EmployeeListQuery) =>
    httpRequest<EmployeeListAnswer>(`/user-service/company/${companyId}`, { query: { ...query } }),

  storeCounts: (userIds: readonly number[]) =>
    httpRequest<StoreCountsAnswer>('/stores/employees/list-count-and-store-names', { query: { user_ids: userIds } }),

  profile: (id: number) => httpRequest<Profile>('/user-service/fetch-profile', { query: { id } }),

  add: (body: EmployeeCreateBody) => httpRequest<Employee>('/user-service/add_employee', { method: 'POST', body }),

  update: (id: number, body: EmployeeUpdateBody) =>
    httpRequest<Employee>(`/user-service/update_employee/${id}`, { method: 'PUT', body }),

  remove: (id: number) => httpRequest<MessageAnswer>(`/user-service/delete_user/${id}`, { method: 'DELETE' }),

  stores: (query: EmployeeStoresQuery) =>
    httpRequest<EmployeeStoresAnswer>('/stores/employees/stores-list-and-count', { query: { ...query } }),

  assignStores: (body: StoreEmployeesBody) =>
    httpRequest<StoreEmployeesAnswer>('/stores/store-employees/', { method: 'POST', body }),

  unlinkStore: (storeId: number, userId: number) =>
    httpRequest<MessageAnswer>(`/stores/${storeId}/store-employees/${userId}`, { method: 'DELETE' }),

  notificationPreferences: (userId: number) =>
    httpRequest<NotificationPreferences>(`/user-service/notification-preferences/${userId}`),

  saveNotificationPreferences: (userId: number, body: NotificationPreferencesBody) =>
    httpRequest<NotificationPreferences>(`/user-service/notification-preferences/${userId}`, { method: 'PUT', body }),

  /** the company select of /employees for internal users */
  companyChoices: () => httpRequest<CompanyListAnswer>('/stores/company/', { query: { limit: 100 } }),
};

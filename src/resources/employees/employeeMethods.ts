import type { CompanyListAnswer } from '../../contract/companies.ts';
import type {
  EmployeeStoresAnswer,
  EmployeeStoresQuery,
  MessageAnswer,
  NotificationPreferences,
  NotificationPreferencesBody,
  StoreCountsAnswer,
  StoreEmployeesAnswer,
  StoreEmployeesBody,
} from '../../contract/employees.ts';
import { roleMethods, type RoleMethods } from '../roles/roleMethods.ts';
import { employeeApi } from './employeeApi.ts';

/** Employee and role operations that are not plain CRUD (spread into the dataProvider's custom methods). */
export interface EmployeeMethods extends RoleMethods {
  /** GET /stores/employees/list-count-and-store-names?user_ids */
  getEmployeeStoreCounts(userIds: readonly number[]): Promise<StoreCountsAnswer>;
  /** GET /stores/employees/stores-list-and-count */
  getEmployeeStores(query: EmployeeStoresQuery): Promise<EmployeeStoresAnswer>;
  /** POST /stores/store-employees/ */
  assignEmployeeStores(body: StoreEmployeesBody): Promise<StoreEmployeesAnswer>;
  /** DELETE /stores/{storeId}/store-employees/{userId} */
  unlinkEmployeeStore(storeId: number, userId: number): Promise<MessageAnswer>;
  /** GET /user-service/notification-preferences/{userId} */
  getNotificationPreferences(userId: number): Promise<NotificationPreferences>;
  /** PUT /user-service/notification-preferences/{userId} */
  saveNotificationPreferences(userId: number, body: NotificationPreferencesBody): Promise<NotificationPreferences>;
  /** GET /stores/company/?limit=100: the companies an internal user picks from on /employees */
  getEmployeeCompanyChoices(): Promise<CompanyListAnswer>;
}

export const employeeMethods: EmployeeMethods = {
  ...roleMethods,
  getEmployeeStoreCounts: (userIds) => employeeApi.storeCounts(userIds),
  getEmployeeStores: (query) => employeeApi.stores(query),
  assignEmployeeStores: (body) => employeeApi.assignStores(body),
  unlinkEmployeeStore: (storeId, userId) => employeeApi.unlinkStore(storeId, userId),
  getNotificationPreferences: (userId) => employeeApi.notificationPreferences(userId),
  saveNotificationPreferences: (userId, body) => employeeApi.saveNotificationPreferences(userId, body),
  getEmployeeCompanyChoices: () => employeeApi.companyChoices(),
};

// Employees (spec 000 §7 "Users"): the react-admin adapters of `employees`, `employee-stores` (the stores
// assigned to one employee) and `store-users` (the employees assigned to one store), and one named method per
// call that is not plain CRUD.
import type { Profile } from '../../contract/auth.ts';
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
  StoreUsersAnswer,
} from '../../contract/employees.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import { httpRequest } from '../http.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';

/** The employee calls of spec 000 §7, typed from src/contract/employees.ts. */
const employeeApi = {
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

  storeUsers: (storeId: number, query: { limit: number; offset: number }) =>
    httpRequest<StoreUsersAnswer>(`/user-service/store/${storeId}/users`, { query }),
};

/** Filter of the employee list: the company, and optionally a role and the search text. */
export interface EmployeeListFilter {
  companyId: number;
  role_id?: number;
  q?: string;
}

function readFilter(filter: unknown): EmployeeListFilter {
  const value = (typeof filter === 'object' && filter !== null ? filter : {}) as Partial<EmployeeListFilter>;
  if (typeof value.companyId !== 'number') throw new Error('The employee list needs filter.companyId');
  return value as EmployeeListFilter;
}

/** "employees": GET /user-service/company/{companyId}, fetch-profile, add_employee, update_employee, delete_user. */
export const employeesAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const { companyId, role_id, q } = readFilter(filter);
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await employeeApi.list(companyId, {
      limit: perPage,
      offset: offsetOf(pagination?.page ?? 1, perPage),
      role_id,
      search_string: q,
    });
    return { data: answer.users.map((row) => ({ ...row, id: row.userId })), total: answer.count };
  },
  async getOne({ id }) {
    const profile = await employeeApi.profile(Number(id));
    return { data: { ...profile, id: profile.userId } };
  },
  async create({ data }) {
    const employee = await employeeApi.add(data as EmployeeCreateBody);
    return { data: { ...employee, id: employee.userId } };
  },
  async update({ id, data }) {
    const employee = await employeeApi.update(Number(id), data as EmployeeUpdateBody);
    return { data: { ...employee, id: employee.userId } };
  },
  async delete({ id }) {
    await employeeApi.remove(Number(id));
    return { data: { id } };
  },
};

const filterIdOf = (value: unknown, name: string, list: string): number => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Error(`The ${list} needs filter.${name}`);
  return id;
};

/** "employee-stores": the stores assigned to one employee (filter user_id, company_id), GET /stores/employees/stores-list-and-count. */
export const employeeStoresAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await employeeApi.stores({
      user_id: filterIdOf(filter?.user_id, 'user_id', 'employee store list'),
      company_id: filterIdOf(filter?.company_id, 'company_id', 'employee store list'),
      // the Assigned stores tab; the assign dialog asks for the others (assigned false) and searches them
      assigned: filter?.assigned !== false,
      ...(typeof filter?.q === 'string' && filter.q.trim() !== '' ? { search_string: filter.q.trim() } : {}),
      offset: offsetOf(pagination?.page ?? 1, perPage),
      limit: perPage,
    });
    return { data: answer.stores, total: answer.count };
  },
};

/** "store-users": the employees assigned to one store (filter storeId), GET /user-service/store/{storeId}/users. */
export const storeUsersAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const storeId = filterIdOf(filter?.storeId, 'storeId', 'store user list');
    const perPage = pagination?.perPage ?? PAGE_SIZE;
    const answer = await employeeApi.storeUsers(storeId, { limit: perPage, offset: offsetOf(pagination?.page ?? 1, perPage) });
    return { data: answer.users.map((user) => ({ ...user, id: user.userId })), total: answer.count };
  },
};

/** Employee operations that are not plain CRUD (spread into the dataProvider's custom methods). */
export interface EmployeeMethods {
  /** GET /stores/employees/list-count-and-store-names?user_ids */
  getEmployeeStoreCounts(userIds: readonly number[]): Promise<StoreCountsAnswer>;
  /** POST /stores/store-employees/ */
  assignEmployeeStores(body: StoreEmployeesBody): Promise<StoreEmployeesAnswer>;
  /** DELETE /stores/{storeId}/store-employees/{userId} */
  unlinkEmployeeStore(storeId: number, userId: number): Promise<MessageAnswer>;
  /** GET /user-service/notification-preferences/{userId} */
  getNotificationPreferences(userId: number): Promise<NotificationPreferences>;
  /** PUT /user-service/notification-preferences/{userId} */
  saveNotificationPreferences(userId: number, body: NotificationPreferencesBody): Promise<NotificationPreferences>;
}

export const employeeMethods: EmployeeMethods = {
  getEmployeeStoreCounts: (userIds) => employeeApi.storeCounts(userIds),
  assignEmployeeStores: (body) => employeeApi.assignStores(body),
  unlinkEmployeeStore: (storeId, userId) => employeeApi.unlinkStore(storeId, userId),
  getNotificationPreferences: (userId) => employeeApi.notificationPreferences(userId),
  saveNotificationPreferences: (userId, body) => employeeApi.saveNotificationPreferences(userId, body),
};

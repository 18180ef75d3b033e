import { Type, type Static } from 'typebox';
import { PAGE_SIZE } from '../domain/paging.ts';
import { UserTypeSchema } from './auth.ts';
import { BasedOnVersion, Email, NullableInteger, NullableString } from './common.ts';

// Employees of spec 000 sections 3 and 7. Wire names are the spec's: camelCase in the answers it shows
// that way, snake_case in the payloads and queries.

const Name = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
/** "+1" then the 10 digits */
export const PhoneNumber = Type.String({ pattern: '^\\+1[0-9]{10}$' });
const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PAGE_SIZE }));
const Offset = Type.Optional(Type.Integer({ minimum: 0, default: 0 }));
const SearchString = Type.Optional(Type.String({ maxLength: 100 }));

// GET /user-service/company/{companyId}?limit&offset&role_id&search_string
export const CompanyIdParams = Type.Object({ companyId: Type.Integer({ minimum: 1 }) });
export const EmployeeListQuery = Type.Object({
  limit: Limit,
  offset: Offset,
  role_id: Type.Optional(Type.Integer({ minimum: 1 })),
  search_string: SearchString,
});
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;

export const EmployeeListRow = Type.Object({
  userId: Type.Integer(),
  employeeId: NullableString,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phoneNumber: NullableString,
  roleName: Type.String(),
  roleId: Type.Integer(),
  storeCount: Type.Integer(),
});
export type EmployeeListRow = Static<typeof EmployeeListRow>;
export const EmployeeListAnswer = Type.Object({ count: Type.Integer(), users: Type.Array(EmployeeListRow) });
export type EmployeeListAnswer = Static<typeof EmployeeListAnswer>;

// GET /stores/employees/list-count-and-store-names?user_ids=1&user_ids=2
export const StoreCountsQuery = Type.Object({
  user_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
});
export const StoreCountsRow = Type.Object({
  user_id: Type.Integer(),
  stores_count: Type.Integer(),
  store_names: Type.Array(Type.String()),
});
export type StoreCountsRow = Static<typeof StoreCountsRow>;
export const StoreCountsAnswer = Type.Array(StoreCountsRow);
export type StoreCountsAnswer = Static<typeof StoreCountsAnswer>;

// GET /stores/employees/stores-list-and-count?offset&limit&user_id&company_id&search_string&assigned
export const EmployeeStoresQuery = Type.Object({
  offset: Offset,
  limit: Limit,
  user_id: Type.Integer({ minimum: 1 }),
  /** defaults to the employee's company; must be it when given */
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
  search_string: SearchString,
  /** true: only the stores the employee is assigned to (the Assigned stores tab) */
  assigned: Type.Optional(Type.Boolean()),
});
export type EmployeeStoresQuery = Static<typeof EmployeeStoresQuery>;
export const EmployeeStoreRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** the Main address on one line, e.g. "215 W 23rd St, New York, NY 10011" */
  address: NullableString,
  assigned: Type.Boolean(),
});
export type EmployeeStoreRow = Static<typeof EmployeeStoreRow>;
export const EmployeeStoresAnswer = Type.Object({ count: Type.Integer(), stores: Type.Array(EmployeeStoreRow) });
export type EmployeeStoresAnswer = Static<typeof EmployeeStoresAnswer>;

// POST /user-service/add_employee, PUT /user-service/update_employee/{id}
const EmployeeFields = {
  company_id: Type.Integer({ minimum: 1 }),
  first_name: Name,
  last_name: Name,
  /** checked against PASSWORD_RULE (src/domain/password.ts) */
  password: Type.String({ minLength: 1, maxLength: 200 }),
  email: Email,
  phone_number: PhoneNumber,
  /** the role name; when sent it must be the name of role_id */
  role: Type.String({ minLength: 1, maxLength: 80 }),
  role_id: Type.Integer({ minimum: 1 }),
};
export const EmployeeCreateBody = Type.Object({
  company_id: EmployeeFields.company_id,
  first_name: EmployeeFields.first_name,
  last_name: EmployeeFields.last_name,
  password: EmployeeFields.password,
  email: EmployeeFields.email,
  phone_number: Type.Optional(Type.Union([PhoneNumber, Type.Null()])),
  role: Type.Optional(EmployeeFields.role),
  role_id: EmployeeFields.role_id,
});
export type EmployeeCreateBody = Static<typeof EmployeeCreateBody>;
export const EmployeeUpdateBody = Type.Object({
  company_id: Type.Optional(EmployeeFields.company_id),
  first_name: Type.Optional(EmployeeFields.first_name),
  last_name: Type.Optional(EmployeeFields.last_name),
  password: Type.Optional(EmployeeFields.password),
  email: Type.Optional(EmployeeFields.email),
  phone_number: Type.Optional(Type.Union([PhoneNumber, Type.Null()])),
  role: Type.Optional(EmployeeFields.role),
  role_id: Type.Optional(EmployeeFields.role_id),
  updated_at: BasedOnVersion,
});
export type EmployeeUpdateBody = Static<typeof EmployeeUpdateBody>;

export const NotificationPreference = Type.Object({
  id: Type.Integer(),
  eventName: Type.String(),
  eventDescription: Type.String(),
  isEmail: Type.Boolean(),
  isSMS: Type.Boolean(),
  isMobile: Type.Boolean(),
});
export type NotificationPreference = Static<typeof NotificationPreference>;
export const NotificationPreferences = Type.Array(NotificationPreference);
export type NotificationPreferences = Static<typeof NotificationPreferences>;

/** The employee as created or updated. */
export const Employee = Type.Object({
  userId: Type.Integer(),
  /** null only for internal users, whom internal users may manage too */
  companyId: NullableInteger,
  employeeId: NullableString,
  firstName: Type.String(),
  lastName: Type.String(),
  phoneNo: NullableString,
  email: Type.String(),
  /** the role name */
  role: Type.String(),
  roleId: Type.Integer(),
  userType: UserTypeSchema,
  lastPasswordChanged: NullableString,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  notificationPreferences: NotificationPreferences,
});
export type Employee = Static<typeof Employee>;

export const UserIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

// GET /user-service/store/{storeId}/users?limit&offset&search_string
export const StoreIdParams = Type.Object({ storeId: Type.Integer({ minimum: 1 }) });
export const StoreUsersQuery = Type.Object({ limit: Limit, offset: Offset, search_string: SearchString });
export type StoreUsersQuery = Static<typeof StoreUsersQuery>;
export const StoreUser = Type.Object({
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phoneNo: NullableString,
  role: Type.Object({ name: Type.String(), label: Type.String() }),
  roleId: Type.Integer(),
  createdOn: Type.String(),
});
export type StoreUser = Static<typeof StoreUser>;
export const StoreUsersAnswer = Type.Object({ count: Type.Integer(), users: Type.Array(StoreUser) });
export type StoreUsersAnswer = Static<typeof StoreUsersAnswer>;

// POST /stores/store-employees/ ; DELETE /stores/{storeId}/store-employees/{userId}
export const StoreEmployeesBody = Type.Object({
  store_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
  company_id: Type.Integer({ minimum: 1 }),
  user_id: Type.Integer({ minimum: 1 }),
});
export type StoreEmployeesBody = Static<typeof StoreEmployeesBody>;
export const StoreEmployeesAnswer = Type.Object({
  user_id: Type.Integer(),
  /** the stores of this request that were not linked before */
  added_store_ids: Type.Array(Type.Integer()),
  /** how many stores the employee is assigned to now */
  stores_count: Type.Integer(),
});
export type StoreEmployeesAnswer = Static<typeof StoreEmployeesAnswer>;
export const StoreEmployeeParams = Type.Object({ storeId: Type.Integer({ minimum: 1 }), userId: Type.Integer({ minimum: 1 }) });

// GET / PUT /user-service/notification-preferences/{userId}
export const NotificationUserParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });
export const NotificationPreferencesBody = Type.Array(
  Type.Object({
    id: Type.Optional(Type.Integer()),
    eventName: Type.String({ minLength: 1, maxLength: 80 }),
    eventDescription: Type.Optional(Type.String()),
    isEmail: Type.Boolean(),
    isSMS: Type.Boolean(),
    isMobile: Type.Boolean(),
  }),
  { minItems: 1, maxItems: 20 },
);
export type NotificationPreferencesBody = Static<typeof NotificationPreferencesBody>;

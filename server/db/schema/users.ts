import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { createdAt, deletedAt, SEARCHED_OFTEN, updatedAt } from './common.ts';

export const USER_TYPES = ['MERCHANT', 'INTERNAL'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  groupName: text('group_name').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** null for the default roles shared by every company */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label').notNull(),
    icon: text('icon'),
    color: text('color'),
    description: text('description'),
    category: text('category'),
    type: text('type').$type<'DEFAULT' | 'CUSTOM'>().notNull(),
    metaInfo: jsonb('meta_info'),
    manageRoles: boolean('manage_roles').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_company_name').on(sql`coalesce(${t.companyId}, 0)`, sql`lower(${t.name})`),
    index('roles_company').on(t.companyId),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The identity-provider user name ("cognito user name") used by /stores/user-store. */
    username: uuid('username').notNull().unique().defaultRandom(),
    userType: text('user_type').$type<UserType>().notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNo: text('phone_no'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    managerId: integer('manager_id'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    lastPasswordChanged: timestamp('last_password_changed', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_role').on(t.companyId, t.roleId),
    index('users_company_name').on(t.companyId, t.firstName, t.lastName),
    index('users_search_trgm')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`)
      .with(SEARCHED_OFTEN),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user').on(t.userId)],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    eventDescription: text('event_description').notNull(),
    isEmail: boolean('is_email').notNull().default(false),
    isSms: boolean('is_sms').notNull().default(false),
    isMobile: boolean('is_mobile').notNull().default(false),
  },
  (t) => [uniqueIndex('notification_preferences_user_event').on(t.userId, t.eventName)],
);

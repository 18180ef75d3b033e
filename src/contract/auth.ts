import { Type, type Static } from 'typebox';
import { Email, NullableInteger, NullableString } from './common.ts';

export const UserTypeSchema = Type.Union([Type.Literal('MERCHANT'), Type.Literal('INTERNAL')]);
export type UserType = Static<typeof UserTypeSchema>;

// POST /user-service/authenticate
export const AuthenticateBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type AuthenticateBody = Static<typeof AuthenticateBody>;

export const TokenPair = Type.Object({
  accessToken: Type.String(),
  idToken: Type.String(),
  /** the session's next refresh token (refresh tokens rotate: the one presented is spent) */
  refreshToken: Type.Optional(Type.String()),
});
export type TokenPair = Static<typeof TokenPair>;

export const AuthenticateAnswer = Type.Object({
  accessToken: Type.String(),
  idToken: Type.String(),
  refreshToken: Type.String(),
  userType: UserTypeSchema,
});
export type AuthenticateAnswer = Static<typeof AuthenticateAnswer>;

// GET /user-service/refresh_token (header refreshToken) -> TokenPair
export const RefreshHeaders = Type.Object({ refreshtoken: Type.String({ minLength: 1 }) });

export const PermissionEntry = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** true when the role grants this permission */
  toggle: Type.Boolean(),
});
export type PermissionEntry = Static<typeof PermissionEntry>;

export const ProfileRole = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  value: Type.String(),
  label: Type.String(),
  icon: NullableString,
  color: NullableString,
  type: Type.Union([Type.Literal('DEFAULT'), Type.Literal('CUSTOM')]),
  description: NullableString,
  permissions: Type.Array(PermissionEntry),
});
export type ProfileRole = Static<typeof ProfileRole>;

// GET /user-service/fetch_profile and /user-service/fetch-profile?id
export const Profile = Type.Object({
  userId: Type.Integer(),
  companyId: NullableInteger,
  company_id: NullableInteger,
  userType: UserTypeSchema,
  employeeId: NullableString,
  firstName: Type.String(),
  lastName: Type.String(),
  phoneNo: NullableString,
  email: Type.String(),
  /** the role name, e.g. "superadmin" */
  role: Type.String(),
  role_id: Type.Integer(),
  roles: Type.Array(ProfileRole),
  lastPasswordChanged: NullableString,
  managerId: NullableInteger,
  isEmailVerified: Type.Boolean(),
  isPhoneVerified: Type.Boolean(),
  createdAt: Type.String(),
  /** the version an edit of the employee sends back (always answered; optional for older fixtures) */
  updatedAt: Type.Optional(Type.String()),
  username: Type.String(),
});
export type Profile = Static<typeof Profile>;

export const FetchProfileByIdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

// GET /stores/user-store?cognito_user_name
export const UserStoreQuery = Type.Object({ cognito_user_name: Type.String({ minLength: 1 }) });
export const UserStoreAnswer = Type.Object({
  /** the stores the user is assigned to, by name; the browser uses the first id */
  stores: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  company: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      logo: NullableString,
      status: Type.String(),
      primary_accent_color: Type.String(),
      support_color: Type.String(),
      accent_paired_text_color: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type UserStoreAnswer = Static<typeof UserStoreAnswer>;

// POST /user-service/logout (header refreshToken): revokes the session
export const LogoutAnswer = Type.Object({ message: Type.String() });

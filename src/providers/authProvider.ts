import type { AuthProvider, UserIdentity } from 'react-admin';
import type { AuthenticateBody, UserType } from '../contract/auth.ts';
import { raiseAlert } from '../custom/alert/alertStore.ts';
import { homePathFor } from '../custom/layout/routeGuard.ts';
import { authApi } from './authApi.ts';
import { HttpError } from './HttpError.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { LOGIN_PATH } from './sessionConstants.ts';
import {
  companyIdOf,
  getIdentifiedUser,
  grantedPermissionKeys,
  readStoredSession,
  storeLoginAnswer,
  type IdentifiedUser,
} from './session.ts';
import { restoreSession } from './sessionRestore.ts';
import { endLocalSession } from './endSession.ts';

export interface LsmPermissions {
  userType: UserType | null;
  /** keys granted (toggle true) by the first role */
  keys: string[];
}

export interface LsmIdentity extends UserIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

export interface LoginResult {
  redirectTo: string;
}

function isCredentials(params: unknown): params is AuthenticateBody {
  if (typeof params !== 'object' || params === null) return false;
  return 'email' in params && 'password' in params && typeof params.email === 'string' && typeof params.password === 'string';
}

function landingPath(user: IdentifiedUser): string {
  return homePathFor({ userType: user.userType, companyId: companyIdOf(user) });
}

async function login(params: unknown): Promise<LoginResult> {
  if (!isCredentials(params)) throw new Error('login needs { email, password }');
  let answer;
  try {
    answer = await authApi.authenticate({ email: params.email, password: params.password });
  } catch (error) {
    raiseAlert({
      heading: 'lsm.alerts.unable_to_login.heading',
      message:
        error instanceof HttpError && error.serverMessage
          ? { text: error.serverMessage }
          : { key: 'lsm.alerts.unable_to_login.message' },
    });
    throw error;
  }
  endLocalSession();
  storeLoginAnswer(answer, Date.now());
  const user = await restoreSession();
  return { redirectTo: landingPath(user) };
}

/** Revokes the session server-side (only when a user was identified), then clears everything. */
async function logout(): Promise<string> {
  const { refreshToken } = readStoredSession();
  const wasIdentified = getIdentifiedUser() !== null;
  if (wasIdentified && refreshToken) {
    try {
      await authApi.logout(refreshToken);
    } catch {
      window.alert(i18nProvider.translate('lsm.alerts.logout_failed.message'));
    }
  }
  endLocalSession();
  return LOGIN_PATH;
}

export const authProvider = {
  login,
  logout,

  async checkAuth() {
    try {
      await restoreSession();
    } catch {
      throw { redirectTo: LOGIN_PATH, message: false };
    }
  },

  async checkError(error: unknown) {
    const status = error instanceof HttpError ? error.status : undefined;
    if (status === 401) throw { redirectTo: LOGIN_PATH, logoutUser: true, message: false };
  },

  async getPermissions(): Promise<LsmPermissions> {
    const user = getIdentifiedUser();
    if (!user) return { userType: readStoredSession().userType, keys: [] };
    return { userType: user.userType, keys: grantedPermissionKeys(user.profile) };
  },

  async getIdentity(): Promise<LsmIdentity> {
    const user = await restoreSession();
    const { profile } = user;
    return {
      id: profile.userId,
      fullName: `${profile.firstName} ${profile.lastName}`.trim(),
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
    };
  },
} satisfies AuthProvider;

import type { AuthenticateAnswer, AuthenticateBody, Profile, TokenPair, UserStoreAnswer } from '../contract/auth.ts';
import { httpRequest, type ApiCall } from './http.ts';

/** GET /user-service/fetch_profile: who the session's user is (also sent by the page's first script, firstCalls.ts). */
export const PROFILE_CALL: ApiCall = { path: '/user-service/fetch_profile' };

/** The auth calls of spec 000 §7. */
export const authApi = {
  authenticate: (credentials: AuthenticateBody) =>
    httpRequest<AuthenticateAnswer>('/user-service/authenticate', { method: 'POST', body: credentials }),

  refreshToken: (refreshToken: string) =>
    httpRequest<TokenPair>('/user-service/refresh_token', { headers: { refreshToken } }),

  fetchProfile: () => httpRequest<Profile>(PROFILE_CALL.path),

  fetchUserStore: (username: string) =>
    httpRequest<UserStoreAnswer>('/stores/user-store', { query: { cognito_user_name: username } }),

  logout: (refreshToken: string) =>
    httpRequest<{ message: string }>('/user-service/logout', { method: 'POST', headers: { refreshToken } }),
};

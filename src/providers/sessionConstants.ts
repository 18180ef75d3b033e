/** Session timing rules of spec 000 §4 and §9, in one place. */
export const TOKEN_REFRESH_CHECK_INTERVAL_MS = 15 * 60 * 1000; // 900000
export const TOKEN_MAX_AGE_MS = 10 * 60 * 60 * 1000;

export const LOGIN_PATH = '/auth/login';

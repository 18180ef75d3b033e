/** API bases per environment, chosen by hostname (spec 000 §9). */
export const STAGING_API_URL = 'https://api.staging.lsm.example';
export const PRODUCTION_API_URL = 'https://api.lsm.example';
export const PRODUCTION_HOSTNAMES: readonly string[] = ['lsm.example', 'app.lsm.example'];
export const SAME_ORIGIN_API_PATH = '/api';

export function apiUrl(hostname: string = window.location.hostname): string {
  if (hostname.startsWith('staging.')) return STAGING_API_URL;
  if (PRODUCTION_HOSTNAMES.includes(hostname)) return PRODUCTION_API_URL;
  return SAME_ORIGIN_API_PATH;
}

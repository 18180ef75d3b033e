// Company statuses, size labels and default colours (spec 000 §3, §4).

export const COMPANY_STATUSES = ['Live', 'Trial', 'Churned', 'Inactive', 'Paused', 'Off Boarding', 'On Boarding'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/**
 * What each status means at a glance, the same on every screen: live business green, starting out blue,
 * needing attention amber, gone red, dormant grey.
 */
export const COMPANY_STATUS_TONE: Record<CompanyStatus, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  Live: 'success',
  Trial: 'info',
  'On Boarding': 'info',
  Paused: 'warning',
  'Off Boarding': 'warning',
  Churned: 'error',
  Inactive: 'default',
};

export const companyStatusTone = (status: string) => COMPANY_STATUS_TONE[status as CompanyStatus] ?? 'default';

/** Status values that are actions, not states: off-board and delete the company. */
export const COMPANY_ACTIONS = ['OFFBOARD', 'DELETED'] as const;

export const DEFAULT_COMPANY_COLORS = Object.freeze({
  primary_accent_color: '#000000',
  support_color: '#FFFFFF',
  accent_paired_text_color: '#FFFFFF',
});

export type CompanySize = 'Independent' | 'SMB' | 'Mid-Market' | 'Enterprise';

/**
 * Size label from the store count. The spec lists "Independent (1), SMB (1-9)", which overlap at 1: one store
 * is Independent (the more specific label), so SMB is 2-9. A company with no store yet (0, or a bad count)
 * is also Independent. Mid-Market is 10-99, Enterprise 100 and more.
 */
export function companySizeLabel(storeCount: number): CompanySize {
  if (!Number.isFinite(storeCount) || storeCount < 2) return 'Independent';
  if (storeCount < 10) return 'SMB';
  if (storeCount < 100) return 'Mid-Market';
  return 'Enterprise';
}

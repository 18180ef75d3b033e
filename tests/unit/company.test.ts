import { describe, expect, it } from 'vitest';
import { COMPANY_ACTIONS, COMPANY_STATUSES, DEFAULT_COMPANY_COLORS, companySizeLabel, companyStatusTone } from '../../src/domain/company.ts';

describe('companySizeLabel', () => {
  it.each([
    [0, 'Independent'],
    [1, 'Independent'],
    [2, 'SMB'],
    [9, 'SMB'],
    [10, 'Mid-Market'],
    [99, 'Mid-Market'],
    [100, 'Enterprise'],
    [25_000, 'Enterprise'],
    [-1, 'Independent'],
    [Number.NaN, 'Independent'],
  ])('%d stores -> %s', (count, label) => {
    expect(companySizeLabel(count)).toBe(label);
  });
});

describe('company constants', () => {
  it('lists the statuses, actions and default colours', () => {
    expect(COMPANY_STATUSES).toEqual(['Live', 'Trial', 'Churned', 'Inactive', 'Paused', 'Off Boarding', 'On Boarding']);
    expect(COMPANY_ACTIONS).toEqual(['OFFBOARD', 'DELETED']);
    expect(DEFAULT_COMPANY_COLORS).toEqual({
      primary_accent_color: '#000000',
      support_color: '#FFFFFF',
      accent_paired_text_color: '#FFFFFF',
    });
  });
});

describe('company status colours', () => {
  it('gives every status a tone, and Live and Churned different ones', () => {
    for (const status of COMPANY_STATUSES) expect(['success', 'info', 'warning', 'error', 'default']).toContain(companyStatusTone(status));
    expect(companyStatusTone('Live')).toBe('success');
    expect(companyStatusTone('Churned')).toBe('error');
    expect(companyStatusTone('Something new')).toBe('default');
  });
});

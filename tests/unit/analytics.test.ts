import { describe, expect, it } from 'vitest';
import { tableCsv } from '../../src/custom/analytics/tableCsv.ts';
import { averageOrderCents, presetRange, rangeDays, ratePercent } from '../../src/domain/orders.ts';

describe('analytics ranges and rates', () => {
  it('gives inclusive day ranges for the presets', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(presetRange('today', now, 'UTC')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(presetRange('7d', now, 'UTC')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(rangeDays(presetRange('30d', now, 'UTC').from, '2026-03-10')).toBe(30);
    expect(rangeDays(presetRange('90d', now, 'UTC').from, '2026-03-10')).toBe(90);
  });

  it('ends the presets on the user’s own calendar day, not UTC’s', () => {
    // 23:30 UTC on March 10 is already March 11 in Tokyo, still March 10 in Honolulu.
    const now = new Date('2026-03-10T23:30:00Z');
    expect(presetRange('today', now, 'Asia/Tokyo')).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(presetRange('7d', now, 'Pacific/Honolulu')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetRange('30d', new Date('2026-03-01T04:30:00Z'), 'America/New_York')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
  });

  it('averages over orders not cancelled and rounds rates to one decimal', () => {
    expect(averageOrderCents(3000, 4, 1)).toBe(1000);
    expect(averageOrderCents(0, 2, 2)).toBe(0);
    expect(ratePercent(1, 3)).toBe(33.3);
    expect(ratePercent(0, 0)).toBe(0);
  });
});

describe('table CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    const columns = [
      { key: 'name', label: 'lsm.analytics.columns.orders', value: (row: { name: string; n: number }) => row.name },
      { key: 'n', label: 'lsm.analytics.columns.gross', value: (row: { name: string; n: number }) => row.n, numeric: true },
    ] as const;
    const csv = tableCsv(['Name', 'N'], columns, [
      { name: 'Plain', n: 1 },
      { name: 'A, "b"', n: -2 },
      { name: '=SUM(A1)', n: 3 },
      { name: '@cmd', n: 4 },
    ]);
    expect(csv).toBe('Name,N\r\nPlain,1\r\n"A, ""b""",-2\r\n\'=SUM(A1),3\r\n\'@cmd,4\r\n');
  });
});

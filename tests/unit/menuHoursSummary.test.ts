import { describe, expect, it } from 'vitest';
import { menuHoursSummary } from '../../src/domain/menuHoursSummary.ts';

const slot = (day_of_week: number, open_time: string, close_time: string, is_closed = false) => ({ day_of_week, open_time, close_time, is_closed });

describe('menu hours summary', () => {
  it('joins consecutive days with the same slots', () => {
    const rows = [0, 1, 2, 3, 4].map((day) => slot(day, '06:00', '11:00'));
    expect(menuHoursSummary(rows)).toEqual([{ days: 'Mon-Fri', slots: '6:00 AM-11:00 AM' }]);
  });

  it('keeps days with other slots apart, sorts slots, skips closed entries and days without slots', () => {
    const rows = [slot(0, '13:00', '15:00'), slot(0, '08:00', '11:00'), slot(1, '08:00', '11:00'), slot(2, '00:00', '00:00', true), slot(5, '10:00', '23:59'), slot(6, '10:00', '23:59')];
    expect(menuHoursSummary(rows)).toEqual([
      { days: 'Mon', slots: '8:00 AM-11:00 AM, 1:00 PM-3:00 PM' },
      { days: 'Tue', slots: '8:00 AM-11:00 AM' },
      { days: 'Sat-Sun', slots: '10:00 AM-11:59 PM' },
    ]);
  });

  it('says nothing for a week without hours', () => {
    expect(menuHoursSummary([])).toEqual([]);
  });
});

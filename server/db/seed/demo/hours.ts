// Weekly opening hours of the demo stores and menus (days 0-6, Monday first).
import type { Hours } from './organisations.ts';

export const time = (hours: number, minutes = 0) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;

export interface WeekRow {
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
  isClosed: boolean;
}

export function weeklyHours(kind: Hours): WeekRow[] {
  const rows: WeekRow[] = [];
  for (let day = 0; day < 7; day++) {
    const sunday = day === 6;
    const slot = (open: number, close: number, closeMinutes = 0) =>
      rows.push({ dayOfWeek: day, openTime: time(open), closeTime: time(close, closeMinutes), isClosed: false });
    switch (kind) {
      case 'allDay':
        slot(0, 23, 59);
        break;
      case 'split':
        if (sunday) slot(10, 16);
        else {
          slot(9, 13);
          slot(15, 21);
        }
        break;
      case 'closedSunday':
        if (sunday) rows.push({ dayOfWeek: day, openTime: time(0), closeTime: time(0), isClosed: true });
        else slot(8, 22);
        break;
      case 'grocery':
        slot(7, 23);
        break;
      case 'deli':
        if (sunday) slot(9, 15);
        else slot(7, 19);
        break;
      case 'standard':
        if (sunday) slot(10, 18);
        else slot(8, 22);
        break;
    }
  }
  return rows;
}

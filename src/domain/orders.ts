// Orders from the delivery partners: their states, issue kinds, and the dates of an analytics range. Pure.
import { localClock } from './time.ts';

export const ORDER_STATES = ['placed', 'accepted', 'ready', 'completed', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_ISSUE_KINDS = ['missing_item', 'wrong_item', 'late'] as const;
export type OrderIssueKind = (typeof ORDER_ISSUE_KINDS)[number];

/** The webhook path names the partner in lower case: /webhooks/doordash. */
export const WEBHOOK_PARTNERS = { doordash: 'DoorDash', ubereats: 'UberEats', grubhub: 'GrubHub', luladirect: 'LulaDirect' } as const;
export type WebhookPartner = keyof typeof WEBHOOK_PARTNERS;

/** The longest range an analytics call answers, in days (the presets go up to 90). */
export const MAX_RANGE_DAYS = 366;

export const RANGE_PRESETS = ['today', '7d', '30d', '90d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC calendar day as YYYY-MM-DD. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The zone this code runs in: a browser's is its user's. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The inclusive day range of a preset ending today in `timeZone` (the user's by default): the days the
 * analytics count in are the stores' local days, so "today" is the user's calendar day, not UTC's.
 */
export function presetRange(preset: RangePreset, now: Date, timeZone: string = localZone()): { from: string; to: string } {
  const days = preset === 'today' ? 1 : Number(preset.slice(0, -1));
  const to = localClock(now, timeZone).date;
  return { from: utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS)), to };
}

/** Whole days from `from` to `to` inclusive (YYYY-MM-DD each). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Average order value in cents of the orders not cancelled; 0 when there are none. */
export function averageOrderCents(grossCents: number, orders: number, cancelled: number): number {
  const kept = orders - cancelled;
  return kept > 0 ? Math.round(grossCents / kept) : 0;
}

/** A share as a percentage with one decimal; 0 of 0 is 0. */
export function ratePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

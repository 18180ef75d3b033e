import { Type, type Static } from 'typebox';
import { CHANNEL_NAMES } from '../domain/channelStatus.ts';
import { ORDER_ISSUE_KINDS, ORDER_STATES, WEBHOOK_PARTNERS } from '../domain/orders.ts';
import { NullableString, StringEnum } from './common.ts';

const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const Instant = Type.String({ format: 'date-time' });
const OptionalInstant = Type.Optional(Type.Union([Type.Null(), Instant]));
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "a calendar day, YYYY-MM-DD: each store's local day" });

// POST /dsp-integration/v1/webhooks/{partner}: an order (new or changed) or the customer's feedback.
export const WebhookPartnerParams = Type.Object({ partner: StringEnum(Object.keys(WEBHOOK_PARTNERS) as (keyof typeof WEBHOOK_PARTNERS)[]) });

export const WebhookOrderLine = Type.Object({
  /** our store item id when the partner has it (the menu push sends it) */
  item_id: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
  price_cents: Cents,
  modifiers: Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), price_cents: Cents }), { maxItems: 50 })),
});

export const WebhookOrderIssue = Type.Object({
  type: StringEnum(ORDER_ISSUE_KINDS),
  item_name: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
  note: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
});

export const WebhookOrder = Type.Object({
  event: Type.Literal('order'),
  order_id: Type.String({ minLength: 1, maxLength: 100 }),
  /** the partner's id of the store (store_partners.partner_store_id) */
  store_id: Type.String({ minLength: 1, maxLength: 100 }),
  state: StringEnum(ORDER_STATES),
  placed_at: Instant,
  accepted_at: OptionalInstant,
  ready_at: OptionalInstant,
  completed_at: OptionalInstant,
  cancelled_at: OptionalInstant,
  subtotal_cents: Cents,
  fees_cents: Type.Optional(Cents),
  tax_cents: Type.Optional(Cents),
  tip_cents: Type.Optional(Cents),
  total_cents: Cents,
  customer_name: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
  items: Type.Array(WebhookOrderLine, { minItems: 1, maxItems: 500 }),
  issues: Type.Optional(Type.Array(WebhookOrderIssue, { maxItems: 50 })),
});
export type WebhookOrder = Static<typeof WebhookOrder>;

export const WebhookFeedback = Type.Object({
  event: Type.Literal('feedback'),
  order_id: Type.String({ minLength: 1, maxLength: 100 }),
  store_id: Type.String({ minLength: 1, maxLength: 100 }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 2000 })])),
  created_at: Instant,
});
export type WebhookFeedback = Static<typeof WebhookFeedback>;

export const WebhookBody = Type.Union([WebhookOrder, WebhookFeedback]);
export type WebhookBody = Static<typeof WebhookBody>;

export const WebhookAnswer = Type.Object({
  /** created: new; updated: a known order changed; unchanged: the same order again (counted once) */
  result: StringEnum(['created', 'updated', 'unchanged']),
  id: Type.Integer(),
});
export type WebhookAnswer = Static<typeof WebhookAnswer>;

/** The signature header: hex HMAC-SHA256 of the raw body with the partner's secret, as `sha256=<hex>`. */
export const SIGNATURE_HEADER = 'x-lsm-signature';

// Analytics ranges: inclusive calendar days, each store's local days (its Main address's time zone).
export const RangeQuery = Type.Object({ from: Day, to: Day });
export type RangeQuery = Static<typeof RangeQuery>;

const ChannelFilter = Type.Optional(StringEnum(CHANNEL_NAMES));

export const SalesGroups = ['company', 'store', 'channel', 'day', 'day_channel'] as const;
export type SalesGroup = (typeof SalesGroups)[number];

const analyticsFields = {
  from: Day,
  to: Day,
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
  store_id: Type.Optional(Type.Integer({ minimum: 1 })),
  channel: ChannelFilter,
};
export const AnalyticsQuery = Type.Object(analyticsFields);
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

/** The most rows a page of sales asks for: a platform has a row per store (thousands). */
export const SALES_PAGE_LIMIT = 100;

export const SalesQuery = Type.Object({
  ...analyticsFields,
  group_by: StringEnum(SalesGroups),
  /** a page of the rows in their order (every row without them; the CSV export always has every row) */
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SALES_PAGE_LIMIT })),
});
export type SalesQuery = Static<typeof SalesQuery>;

export const SalesRow = Type.Object({
  /** the group: company or store id, channel name, day, or "day channel" */
  key: Type.String(),
  label: Type.String(),
  day: Type.Optional(Type.String()),
  channel: Type.Optional(Type.String()),
  orders: Type.Integer(),
  cancelled: Type.Integer(),
  gross_cents: Type.Integer(),
  total_cents: Type.Integer(),
  average_order_cents: Type.Integer(),
  missing_items: Type.Integer(),
  wrong_items: Type.Integer(),
  late: Type.Integer(),
  /** percentages with one decimal */
  issue_rate: Type.Number(),
  cancellation_rate: Type.Number(),
});
export type SalesRow = Static<typeof SalesRow>;
/** `rows`: the page asked for (or every row); `total`: how many rows there are in all. */
export const SalesAnswer = Type.Object({ rows: Type.Array(SalesRow), total: Type.Integer() });
export type SalesAnswer = Static<typeof SalesAnswer>;

export const DowntimeGroups = ['channel', 'store'] as const;
export const DowntimeQuery = Type.Object({ ...analyticsFields, group_by: StringEnum(DowntimeGroups) });
export type DowntimeQuery = Static<typeof DowntimeQuery>;
export const DowntimeRow = Type.Object({ key: Type.String(), label: Type.String(), minutes: Type.Integer(), lost_cents: Type.Integer() });
export type DowntimeRow = Static<typeof DowntimeRow>;
export const DowntimeAnswer = Type.Object({ rows: Type.Array(DowntimeRow) });
export type DowntimeAnswer = Static<typeof DowntimeAnswer>;

export const TopItemsQuery = Type.Object({ ...analyticsFields, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })) });
export type TopItemsQuery = Static<typeof TopItemsQuery>;
export const TopItemRow = Type.Object({ name: Type.String(), quantity: Type.Integer(), sales_cents: Type.Integer() });
export type TopItemRow = Static<typeof TopItemRow>;
export const TopItemsAnswer = Type.Object({ rows: Type.Array(TopItemRow) });
export type TopItemsAnswer = Static<typeof TopItemsAnswer>;

// Internal Home: the platform now.
export const OPERATING_STATUSES = ['accepting', 'paused', 'offline', 'integration_failure', 'closed'] as const;
export type OperatingStatus = (typeof OPERATING_STATUSES)[number];
export const ATTENTION_REASONS = ['failed_menu_push', 'integration_failure', 'paused_too_long', 'unmatched_items'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const AttentionRow = Type.Object({
  store_id: Type.Integer(),
  store_name: Type.String(),
  company_id: Type.Integer(),
  company_name: Type.String(),
  reason: StringEnum(ATTENTION_REASONS),
  detail: Type.String(),
  since: NullableString,
});
export type AttentionRow = Static<typeof AttentionRow>;

export const PlatformNowAnswer = Type.Object({
  statuses: Type.Array(Type.Object({ status: StringEnum(OPERATING_STATUSES), stores: Type.Integer() })),
  attention: Type.Array(AttentionRow),
});
export type PlatformNowAnswer = Static<typeof PlatformNowAnswer>;

export const OrdersTodayAnswer = Type.Object({
  /** the UTC day compared, and the same weekday a week before */
  today: Type.String(),
  last_week: Type.String(),
  hours: Type.Array(Type.Object({ hour: Type.Integer(), today_orders: Type.Integer(), last_week_orders: Type.Integer(), today_gross_cents: Type.Integer(), last_week_gross_cents: Type.Integer() })),
});
export type OrdersTodayAnswer = Static<typeof OrdersTodayAnswer>;

// Store Home: today, latest orders, activity, feedback.
export const StoreOrder = Type.Object({
  id: Type.Integer(),
  partner: Type.String(),
  partner_order_id: Type.String(),
  state: StringEnum(ORDER_STATES),
  placed_at: Type.String(),
  customer_name: NullableString,
  items: Type.Integer(),
  total_cents: Type.Integer(),
  issues: Type.Array(Type.String()),
});
export type StoreOrder = Static<typeof StoreOrder>;

export const StoreOrdersSummary = Type.Object({
  today: Type.String(),
  orders: Type.Integer(),
  cancelled: Type.Integer(),
  gross_cents: Type.Integer(),
  latest: Type.Array(StoreOrder),
});
export type StoreOrdersSummary = Static<typeof StoreOrdersSummary>;

export const STORE_ACTIVITY_KINDS = ['paused', 'resumed', 'menu_push', 'onboarding_request', 'task_completed'] as const;
export const StoreActivityRow = Type.Object({
  kind: StringEnum(STORE_ACTIVITY_KINDS),
  at: Type.String(),
  by: NullableString,
  detail: Type.String(),
});
export type StoreActivityRow = Static<typeof StoreActivityRow>;
export const StoreActivityAnswer = Type.Object({ rows: Type.Array(StoreActivityRow) });
export type StoreActivityAnswer = Static<typeof StoreActivityAnswer>;

export const StoreFeedbackRow = Type.Object({
  id: Type.Integer(),
  partner: Type.String(),
  partner_order_id: Type.String(),
  rating: Type.Integer(),
  comment: NullableString,
  created_at: Type.String(),
});
export type StoreFeedbackRow = Static<typeof StoreFeedbackRow>;
export const StoreFeedbackAnswer = Type.Object({ average_rating: Type.Union([Type.Number(), Type.Null()]), count: Type.Integer(), rows: Type.Array(StoreFeedbackRow) });
export type StoreFeedbackAnswer = Static<typeof StoreFeedbackAnswer>;

export const StoreLimitQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) });
export type StoreLimitQuery = Static<typeof StoreLimitQuery>;

/** Columns of GET /orders/{id}/export_to_csv (the store's orders in a date range). */
export const ORDER_EXPORT_COLUMNS = [
  'order_id',
  'channel',
  'partner_order_id',
  'state',
  'placed_at',
  'completed_at',
  'cancelled_at',
  'customer_name',
  'items',
  'subtotal',
  'fees',
  'tax',
  'tip',
  'total',
] as const;

// Banners and campaigns of spec 001 §7 (company level), under /stores/company/{id}/campaigns.
// The spec shows no bodies; these follow the neighbouring calls' style (snake_case, `count`, `*_ids`).
import { Type, type Static } from 'typebox';
import {
  BANNER_BULK_DELETE_LIMIT,
  BANNER_BULK_STATUS_LIMIT,
  BANNER_DESCRIPTION_MAX,
  BANNER_DISPLAY_LOCATIONS,
  BANNER_FEATURED_PRODUCTS_MAX,
  BANNER_NAME_MAX,
  BANNER_SCHEDULE_STATES,
  BANNER_SEGMENTS,
  BANNER_STATUS_FILTERS,
  BANNER_STATUSES,
} from '../domain/banners.ts';
import { Nullable, NullableString, StringEnum } from './common.ts';

export const BannerStatus = StringEnum(BANNER_STATUSES);
export const BannerScheduleState = StringEnum(BANNER_SCHEDULE_STATES);
export const BannerSegment = StringEnum(BANNER_SEGMENTS);
export const BannerDisplayLocation = StringEnum(BANNER_DISPLAY_LOCATIONS);

/** An image URL answered by POST /stores/upload_image/ (type banner). */
export const BANNER_IMAGE_PATTERN = '^/api/uploads/[0-9a-f]{32}\\.(png|jpg|gif|webp)$';

export const Banner = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  name: Type.String(),
  description: NullableString,
  image: NullableString,
  status: BannerStatus,
  /** derived from status, dates and the server's clock (src/domain/banners.ts) */
  schedule_state: BannerScheduleState,
  /** ISO date-time (UTC); null = from the start */
  start_date: NullableString,
  /** ISO date-time (UTC); null = until switched off */
  end_date: NullableString,
  segments: Type.Array(BannerSegment),
  display_locations: Type.Array(BannerDisplayLocation),
  /** global item ids, in the order chosen */
  featured_products: Type.Array(Type.Integer()),
  /** the featured products that still exist, with their names, in the same order */
  featured_items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), image: NullableString })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const BannerParams = Type.Object({ id: Type.Integer({ minimum: 1 }), bannerId: Type.Integer({ minimum: 1 }) });

const BannerFilters = {
  search_string: Type.Optional(Type.String({ maxLength: 100, description: 'matches any part of the name, in any case' })),
  status: Type.Optional(StringEnum(BANNER_STATUS_FILTERS, { description: 'the stored status (active, inactive) or a schedule state (scheduled, live, ended)' })),
};

// GET /stores/company/{id}/campaigns?search_string&status&limit&offset (newest first)
export const BannerListQuery = Type.Object({
  ...BannerFilters,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type BannerListQuery = Static<typeof BannerListQuery>;

export const BannerListAnswer = Type.Object({
  campaigns: Type.Array(Banner),
  /** banners matching the filters */
  count: Type.Integer(),
});
export type BannerListAnswer = Static<typeof BannerListAnswer>;

// GET /stores/company/{id}/campaigns/count?search_string&status
export const BannerCountQuery = Type.Object(BannerFilters);
export type BannerCountQuery = Static<typeof BannerCountQuery>;
export const BannerCountAnswer = Type.Object({ count: Type.Integer() });

const DateTime = Nullable(Type.String({ format: 'date-time', description: 'ISO 8601 with an offset, e.g. 2026-07-01T09:00:00-04:00' }));

const BannerFields = {
  description: Type.Optional(Nullable(Type.String({ maxLength: BANNER_DESCRIPTION_MAX }))),
  image: Type.Optional(Nullable(Type.String({ pattern: BANNER_IMAGE_PATTERN, description: 'image_url answered by POST /stores/upload_image/ (type banner)' }))),
  status: Type.Optional(BannerStatus),
  start_date: Type.Optional(DateTime),
  /** after start_date when both are set */
  end_date: Type.Optional(DateTime),
  segments: Type.Optional(Type.Array(BannerSegment, { uniqueItems: true, maxItems: BANNER_SEGMENTS.length })),
  display_locations: Type.Optional(Type.Array(BannerDisplayLocation, { uniqueItems: true, maxItems: BANNER_DISPLAY_LOCATIONS.length })),
  /** ids of the company's own global items */
  featured_products: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { uniqueItems: true, maxItems: BANNER_FEATURED_PRODUCTS_MAX })),
};

/** Trimmed by the server; must hold a visible character. */
const BannerName = Type.String({ minLength: 1, maxLength: BANNER_NAME_MAX, pattern: '\\S' });

// POST /stores/company/{id}/campaigns
export const BannerCreateBody = Type.Object({ name: BannerName, ...BannerFields }, { additionalProperties: false });
export type BannerCreateBody = Static<typeof BannerCreateBody>;

// PUT /stores/company/{id}/campaigns/{bannerId}: the fields sent change, the others stay
export const BannerUpdateBody = Type.Object({ name: Type.Optional(BannerName), ...BannerFields }, { additionalProperties: false });
export type BannerUpdateBody = Static<typeof BannerUpdateBody>;

// PUT /stores/company/{id}/campaigns/bulk/
export const BannerBulkStatusBody = Type.Object({
  campaign_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: BANNER_BULK_STATUS_LIMIT, uniqueItems: true }),
  status: BannerStatus,
});
export type BannerBulkStatusBody = Static<typeof BannerBulkStatusBody>;

// DELETE /stores/company/{id}/campaigns/bulk/delete (spec 001 §9: at most 20)
export const BannerBulkDeleteBody = Type.Object({
  campaign_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: BANNER_BULK_DELETE_LIMIT, uniqueItems: true }),
});
export type BannerBulkDeleteBody = Static<typeof BannerBulkDeleteBody>;

/** All or nothing: either every id was changed (listed here) or none was. */
export const BannerBulkAnswer = Type.Object({ message: Type.String(), campaign_ids: Type.Array(Type.Integer()) });
export type BannerBulkAnswer = Static<typeof BannerBulkAnswer>;

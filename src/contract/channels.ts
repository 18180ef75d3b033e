// Store partners (channels), menu push and sync status, the company sync grid and the fee preview:
// spec 001 §3 "Store partner", "Menu sync status" and §7 "Store partners and channels", "Menu sync status".
import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString, StringEnum } from './common.ts';
import { PartnerName } from './stores.ts';

const Money = (field: string) => Type.Number({ minimum: 0, maximum: 1000, description: `${field} in dollars` });
/** Percentages are clamped to 0-100 (spec §5): any number is accepted and clamped. */
const Percent = Type.Number({ description: 'percentage, clamped to 0-100' });
const Instructions = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);
/** The partner's id of the store; trimmed, and blank means none. No control characters. */
const PartnerStoreId = Type.Union([Type.String({ maxLength: 64, pattern: '^[^\\x00-\\x1f]*$' }), Type.Null()]);

// GET /stores/dsps
export const Dsp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  deleted_at: NullableString,
});
export type Dsp = Static<typeof Dsp>;

// GET /stores/{id}/store-partner (a list), POST and PATCH (one)
export const StorePartner = Type.Object({
  id: Type.Integer(),
  /** the partner directory id (GET /stores/dsps), also the sync id menus list in available_channels */
  partnerId: Type.Integer(),
  partnerName: Type.String(),
  partnerStoreId: NullableString,
  storeId: Type.Integer(),
  orderEnabled: Type.Boolean(),
  menuEnabled: Type.Boolean(),
  posEnabled: Type.Boolean(),
  upcharge: Type.Number(),
  deliveryUpcharge: Type.Number(),
  pickupUpcharge: Type.Number(),
  sellsAlcohol: Type.Boolean(),
  sellsTobacco: Type.Boolean(),
  enableDelivery: Type.Boolean(),
  deliveryInstructions: NullableString,
  enablePickup: Type.Boolean(),
  pickupInstructions: NullableString,
  deliveryFee: Type.Number(),
  pickupFee: Type.Number(),
  isDoordashRetail: Type.Boolean(),
  batchId: NullableString,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type StorePartner = Static<typeof StorePartner>;

/** The link's settings a caller may send; every one optional. */
const LinkSettings = {
  partnerStoreId: Type.Optional(PartnerStoreId),
  orderEnabled: Type.Optional(Type.Boolean()),
  menuEnabled: Type.Optional(Type.Boolean()),
  posEnabled: Type.Optional(Type.Boolean()),
  upcharge: Type.Optional(Percent),
  deliveryUpcharge: Type.Optional(Percent),
  pickupUpcharge: Type.Optional(Percent),
  sellsAlcohol: Type.Optional(Type.Boolean()),
  sellsTobacco: Type.Optional(Type.Boolean()),
  enableDelivery: Type.Optional(Type.Boolean()),
  deliveryInstructions: Type.Optional(Instructions),
  enablePickup: Type.Optional(Type.Boolean()),
  pickupInstructions: Type.Optional(Instructions),
  deliveryFee: Type.Optional(Money('deliveryFee')),
  pickupFee: Type.Optional(Money('pickupFee')),
  isDoordashRetail: Type.Optional(Type.Boolean()),
  batchId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
};
export type LinkSettings = Partial<Omit<StorePartner, 'id' | 'partnerId' | 'partnerName' | 'storeId' | 'createdAt' | 'updatedAt'>>;

// POST /stores/{id}/store-partner: links the store to a partner
export const StorePartnerCreateBody = Type.Object({ partnerName: PartnerName, ...LinkSettings });
export type StorePartnerCreateBody = Static<typeof StorePartnerCreateBody>;

// PATCH /stores/{id}/store-partner: changes a link, named by its id or its partnerName
export const StorePartnerPatchBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  partnerName: Type.Optional(PartnerName),
  ...LinkSettings,
});
export type StorePartnerPatchBody = Static<typeof StorePartnerPatchBody>;

export const StorePartnerParams = Type.Object({ id: Type.Integer({ minimum: 1 }), partnerId: Type.Integer({ minimum: 1 }) });
export const ForceQuery = Type.Object({ force: Type.Optional(Type.Boolean({ default: false })) });

// GET /stores/{id}/store-partner/{partnerId}/menu-details
export const MenuDetails = Type.Object({ has_menus: Type.Boolean(), web_url: NullableString });

// POST /dsp-integration/v1/stores/{id}/partners/ubereats-pos
export const UberEatsPosBody = Type.Object({
  /** false turns the POS integration off */
  enabled: Type.Optional(Type.Boolean({ default: true })),
});

export const SYNC_STATUSES = ['initiated', 'in_progress', 'completed', 'failed'] as const;

export const SyncItemError = Type.Object({ item_id: Type.String(), name: NullableString, reason: Type.String() });

// One menu sync task (GET /stores/{id}/menu/sync-status; POST .../partner-menu-push/{partnerId} answers one)
export const SyncStatus = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  partner_id: Type.Integer(),
  partner_name: Type.String(),
  menu_id: NullableInteger,
  menu_name: NullableString,
  status: StringEnum(SYNC_STATUSES),
  message: NullableString,
  item_errors: Type.Array(SyncItemError),
  item_count: NullableInteger,
  requested_by: NullableInteger,
  created_at: Type.String(),
  updated_at: Type.String(),
  started_at: NullableString,
  finished_at: NullableString,
});
export type SyncStatus = Static<typeof SyncStatus>;

export const SyncStatusQuery = Type.Object({
  syncStatusId: Type.Optional(Type.Integer({ minimum: 1 })),
  partner_id: Type.Optional(Type.Integer({ minimum: 1 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const SyncStatusList = Type.Object({ count: Type.Integer(), sync_status: Type.Array(SyncStatus) });
export const SyncStatusParams = Type.Object({ id: Type.Integer({ minimum: 1 }), syncId: Type.Integer({ minimum: 1 }) });
export const DeletedCount = Type.Object({ deleted: Type.Integer() });

// GET /stores/{id}/store-partner/{partnerId}/menu-diff: what a push would change on the partner
const DiffItem = Type.Object({ id: Type.String(), name: Type.String(), price_cents: Type.Integer() });
export const MenuDiff = Type.Object({
  partner_id: Type.Integer(),
  partner_name: Type.String(),
  /** when the partner accepted the menu compared against; null when it never did (everything is new) */
  last_accepted_at: NullableString,
  counts: Type.Object({
    items_added: Type.Integer(),
    items_removed: Type.Integer(),
    price_changes: Type.Integer(),
    name_changes: Type.Integer(),
    hours_changes: Type.Integer(),
    menus_added: Type.Integer(),
    menus_removed: Type.Integer(),
  }),
  /** the lists hold at most `limit` entries each; counts are whole */
  items_added: Type.Array(DiffItem),
  items_removed: Type.Array(DiffItem),
  price_changes: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), from_cents: Type.Integer(), to_cents: Type.Integer() })),
  name_changes: Type.Array(Type.Object({ id: Type.String(), from: Type.String(), to: Type.String() })),
  hours_changes: Type.Array(
    Type.Object({ menu: Type.String(), day_of_week: Type.Integer({ minimum: 0, maximum: 6 }), from: Type.String(), to: Type.String() }),
  ),
  menus_added: Type.Array(Type.String()),
  menus_removed: Type.Array(Type.String()),
});
export type MenuDiff = Static<typeof MenuDiff>;
export const MenuDiffQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })) });

// The company sync grid: GET /stores/company/{id}/sync-grid, POST /stores/company/{id}/sync-grid/push
export const SYNC_GRID_FILTERS = ['all', 'failed', 'out_of_date', 'attention'] as const;
export const SyncGridQuery = Type.Object({
  /** failed: the last push failed; out_of_date: changes not pushed yet; attention: either */
  filter: Type.Optional(StringEnum(SYNC_GRID_FILTERS, { default: 'all' })),
  search_string: Type.Optional(Type.String({ maxLength: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const SyncGridCell = Type.Object({
  partner_id: Type.Integer(),
  partner_name: Type.String(),
  linked: Type.Boolean(),
  partner_store_id: NullableString,
  menu_enabled: Type.Boolean(),
  last_sync: Type.Union([
    Type.Object({ id: Type.Integer(), status: StringEnum(SYNC_STATUSES), message: NullableString, created_at: Type.String(), finished_at: NullableString }),
    Type.Null(),
  ]),
  unsync_count: Type.Integer(),
  /** false when unsync_count stopped counting (shown as "1000+") */
  count_exact: Type.Boolean(),
  failed: Type.Boolean(),
  out_of_date: Type.Boolean(),
});
export const SyncGridRow = Type.Object({ store_id: Type.Integer(), store_name: Type.String(), cells: Type.Array(SyncGridCell) });
export const SyncGrid = Type.Object({
  count: Type.Integer(),
  partners: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  stores: Type.Array(SyncGridRow),
});
export type SyncGrid = Static<typeof SyncGrid>;
export type SyncGridCell = Static<typeof SyncGridCell>;

export const BULK_PUSH_LIMIT = 1000;
export const BulkPushBody = Type.Object({
  cells: Type.Array(Type.Object({ store_id: Type.Integer({ minimum: 1 }), partner_id: Type.Integer({ minimum: 1 }) }), {
    minItems: 1,
    maxItems: BULK_PUSH_LIMIT,
  }),
});
export type BulkPushBody = Static<typeof BulkPushBody>;
export const BulkPushAnswer = Type.Object({
  queued: Type.Array(Type.Object({ store_id: Type.Integer(), partner_id: Type.Integer(), sync_id: Type.Integer() })),
  refused: Type.Array(Type.Object({ store_id: Type.Integer(), partner_id: Type.Integer(), reason: Type.String() })),
});
export type BulkPushAnswer = Static<typeof BulkPushAnswer>;

// GET /stores/{id}/fee-preview?partner_id&limit
export const FeePreviewQuery = Type.Object({
  partner_id: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const FeePreview = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      price: Type.Number(),
      category: NullableString,
      prices: Type.Array(
        Type.Object({
          partner_id: Type.Integer(),
          partner_name: Type.String(),
          /** delivery price the partner receives */
          price_cents: Type.Integer(),
          pickup_price_cents: Type.Integer(),
          /** the fee rule that priced it, null when none applies */
          fee_rule_id: NullableInteger,
          upcharge: Type.Number(),
        }),
      ),
    }),
  ),
});
export type FeePreview = Static<typeof FeePreview>;

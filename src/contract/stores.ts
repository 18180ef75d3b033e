import { Type, type Static } from 'typebox';
import { OPERATING_STATUS_CODENAMES } from '../domain/channelStatus.ts';
import { BasedOnVersion, NullableInteger, NullableString, StringEnum } from './common.ts';

const RequiredText = (max = 200) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

export const AddressType = StringEnum(['Main', 'WelcomePackage']);

export const StoreAddress = Type.Object({
  id: Type.Optional(Type.Integer()),
  line_1: RequiredText(),
  line_2: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  city: RequiredText(100),
  state: RequiredText(50),
  zip: Type.String({ pattern: '^[0-9]{5}(-[0-9]{4})?$' }),
  address_type: AddressType,
  /** IANA time zone, Main address only */
  timezone: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  same_as_store_address: Type.Optional(Type.Boolean()),
});
export type StoreAddress = Static<typeof StoreAddress>;

export const StoreStatusRef = Type.Object({ id: Type.Integer(), codename: Type.String(), name: Type.String() });

/** A store's operating status now (src/domain/channelStatus.ts summariseStoreStatus), by codename. */
export const OperatingStatusValue = StringEnum(OPERATING_STATUS_CODENAMES);

export const Store = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.Array(StoreAddress),
  storeStatusId: NullableInteger,
  storeStatus: Type.Union([StoreStatusRef, Type.Null()]),
  /** list answers: the operating status now, by the same rule as the store's Home tab (codename) */
  operatingStatus: Type.Optional(OperatingStatusValue),
  upcharge: Type.Number(),
  showGlobalItemsContent: Type.Boolean(),
  offBoardedAt: NullableString,
  storeSetupCompleted: Type.Boolean(),
  sellsAlcohol: Type.Boolean(),
  isDisabled: Type.Boolean(),
  closedTill: NullableString,
  billVendorId: NullableString,
  image: NullableString,
  logoImage: NullableString,
  printLogoImage: NullableString,
  profileImage: NullableString,
  pointOfContact: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  phoneNo: NullableString,
  storeEmail: NullableString,
  company: Type.Object({ id: Type.Integer(), name: Type.String() }),
  createdBy: NullableInteger,
  updatedBy: NullableInteger,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  deletedAt: NullableString,
  storeCompanyTags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type Store = Static<typeof Store>;

// GET /stores/?limit&offset&company_id&search_string&status&tags&order_column&sort_direction
export const StoreListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
  search_string: Type.Optional(Type.String({ maxLength: 100 })),
  /** operating status codename (what the rows' operatingStatus says now), e.g. accepting_orders */
  status: Type.Optional(OperatingStatusValue),
  /** company tag ids; repeated parameter */
  tags: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  order_column: Type.Optional(StringEnum(['name', 'created_at'])),
  sort_direction: Type.Optional(StringEnum(['ASC', 'DESC'])),
});
export type StoreListQuery = Static<typeof StoreListQuery>;

export const StoreListAnswer = Type.Object({ count: Type.Integer(), stores: Type.Array(Store) });
export type StoreListAnswer = Static<typeof StoreListAnswer>;

const StoreFields = {
  email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null(), Type.Literal('')])),
  phone_number: Type.Optional(Type.Union([Type.String({ pattern: '^\\+1[0-9]{10}$' }), Type.Null()])),
  addresses: Type.Array(StoreAddress, { minItems: 1, maxItems: 2 }),
  point_of_contact: Type.Optional(Type.Union([Type.Object({ id: Type.Integer({ minimum: 1 }) }), Type.Null()])),
  sells_alcohol: Type.Optional(Type.Boolean()),
  upcharge: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  show_global_items_content: Type.Optional(Type.Boolean()),
};

// POST /stores/store/
export const StoreCreateBody = Type.Object({
  name: RequiredText(120),
  company_id: Type.Integer({ minimum: 1 }),
  create_bill_vendor: Type.Optional(Type.Boolean()),
  company_tag_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  ...StoreFields,
});
export type StoreCreateBody = Static<typeof StoreCreateBody>;

const ImageUrl = Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()]));

/** The store's own settings of spec 000 §3 (Store settings tab); sending any of them needs lm_edit_store_settings. */
export const STORE_SETTINGS_FIELDS = ['store_setup_completed', 'closed_till', 'bill_vendor_id', 'image', 'logo_image', 'print_logo_image', 'profile_image'] as const;

// PUT /stores/{id}?company_id=
export const StoreUpdateBody = Type.Object({
  name: Type.Optional(RequiredText(120)),
  store_setup_completed: Type.Optional(Type.Boolean()),
  /** ISO date-time the store stays closed until; null reopens it */
  closed_till: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  bill_vendor_id: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\x00-\\x1f]*$' }), Type.Null()])),
  /** URLs answered by POST /stores/upload_image/ (types store_*) */
  image: ImageUrl,
  logo_image: ImageUrl,
  print_logo_image: ImageUrl,
  profile_image: ImageUrl,
  new_company_tag_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  company_tag_ids_to_be_deleted: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  ...StoreFields,
  addresses: Type.Optional(StoreFields.addresses),
  updated_at: BasedOnVersion,
});
export type StoreUpdateBody = Static<typeof StoreUpdateBody>;

export const StoreIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const CompanyIdQuery = Type.Object({ company_id: Type.Optional(Type.Integer({ minimum: 1 })) });

// Store hours: GET/PUT /stores/{id}/store-hours, DELETE /stores/{id}/store-hours/{hourId}
export const StoreHourRow = Type.Object({
  id: Type.Optional(Type.Integer()),
  open_time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$' }),
  close_time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$' }),
  dayOfWeek: Type.Integer({ minimum: 0, maximum: 6 }),
  isClosed: Type.Boolean(),
});
export type StoreHourRow = Static<typeof StoreHourRow>;
export const StoreHoursAnswer = Type.Object({ timezone: Type.String(), hours: Type.Array(StoreHourRow) });
export type StoreHoursAnswer = Static<typeof StoreHoursAnswer>;
/** rows a week may hold: ten slots a day */
export const STORE_HOURS_MAX_ROWS = 70;
export const StoreHoursBody = Type.Array(StoreHourRow, { maxItems: STORE_HOURS_MAX_ROWS });

// GET /stores/{id}/status?current_local_date
export const ChannelStatusValue = StringEnum(['ONLINE', 'PAUSED', 'OFFLINE', 'ERROR']);
export const CurrentPause = Type.Union([
  Type.Object({ id: Type.Integer(), started_at: Type.String(), end_time: Type.String() }),
  Type.Null(),
]);
export const ChannelEntry = Type.Object({
  id: Type.Integer(),
  partner_store_id: NullableString,
  name: Type.String(),
  description: Type.String(),
  is_open: Type.Boolean(),
  status: ChannelStatusValue,
  success: Type.Boolean(),
  end_time: NullableString,
  current_pause: CurrentPause,
});
export type ChannelEntry = Static<typeof ChannelEntry>;
export const StoreStatusQuery = Type.Object({
  current_local_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?)?$' })),
});
export const StoreStatusAnswer = Type.Object({
  is_closed: Type.Boolean(),
  /** the running channel pause that ends first; null when no channel is paused */
  current_pause: CurrentPause,
  store_status: Type.Union([StoreStatusRef, Type.Null()]),
  /** when a closed store opens next by its hours (store time); null when open or without hours */
  next_opening: Type.Optional(
    Type.Union([Type.Object({ dayOfWeek: Type.Integer(), time: Type.String(), daysAhead: Type.Integer() }), Type.Null()]),
  ),
  DoorDash: Type.Array(ChannelEntry),
  UberEats: Type.Array(ChannelEntry),
  GrubHub: Type.Array(ChannelEntry),
  LulaDirect: Type.Array(ChannelEntry),
  company_logo: NullableString,
});
export type StoreStatusAnswer = Static<typeof StoreStatusAnswer>;

export const PartnerName = StringEnum(['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect']);
// PUT /stores/{id}/status: pause (is_active false, until pause_end) or resume (is_active true)
export const StoreStatusUpdateBody = Type.Object({
  dsp_name: StringEnum(['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect', 'all']),
  is_active: Type.Boolean(),
  /** ISO date-time the pause ends; required when pausing */
  pause_end: Type.Optional(Type.String({ format: 'date-time' })),
});
export type StoreStatusUpdateBody = Static<typeof StoreStatusUpdateBody>;

// PUT /stores/{id}/internal_status
export const InternalStatusBody = Type.Object({
  /** store status codename: accepting_orders, paused, offline, closed, integration_failure */
  storeStatus: Type.String({ minLength: 1 }),
  cognitoId: Type.Optional(Type.String()),
});

// GET /stores/tasks?store_id&limit ; POST /stores/tasks/{id} (complete or reopen)
export const StoreTask = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  title: Type.String(),
  description: NullableString,
  task_type: Type.String(),
  status: StringEnum(['open', 'completed']),
  completed_at: NullableString,
  created_at: Type.String(),
});
export type StoreTask = Static<typeof StoreTask>;
export const StoreTasksQuery = Type.Object({
  store_id: Type.Integer({ minimum: 1 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })),
});
export const StoreTasksAnswer = Type.Object({ count: Type.Integer(), tasks: Type.Array(StoreTask) });
export const StoreTaskUpdateBody = Type.Object({ status: StringEnum(['open', 'completed']) });

// Onboarding
export const OnboardingStatus = Type.Object({ id: Type.Integer(), partner_name: Type.String(), status: Type.String(), updated_at: Type.String() });
export const OnboardingRequest = Type.Object({ id: Type.Integer(), partner_name: Type.String(), status: Type.String(), created_at: Type.String() });
export const OnboardingRequestBody = Type.Object({ partner_name: PartnerName });

// GET /stores/{id}/pos-integration-status/{partner}
export const PosIntegrationStatus = Type.Object({
  partner: Type.String(),
  pos_enabled: Type.Boolean(),
  connected: Type.Boolean(),
  status: Type.String(),
  last_checked_at: Type.String(),
});
// GET /stores/{id}/store-partners/unsync-count/
// Changes not pushed yet per linked partner (items, menus, fee rules and the link changed since the menu the
// partner last accepted was read); counting stops at 1,000 (count_exact false, shown as "1000+").
export const UnsyncCount = Type.Object({
  unsync_count: Type.Integer(),
  partners: Type.Array(
    Type.Object({ partner: Type.String(), partner_id: Type.Integer(), unsync_count: Type.Integer(), count_exact: Type.Boolean(), never_pushed: Type.Boolean() }),
  ),
});

import { Type, type Static } from 'typebox';
import { BasedOnVersion, NullableInteger, NullableString, StringEnum } from './common.ts';

export const COMPANY_STATUS_VALUES = ['Live', 'Trial', 'Churned', 'Inactive', 'Paused', 'Off Boarding', 'On Boarding'] as const;
export const CompanyStatus = StringEnum(COMPANY_STATUS_VALUES);
export type CompanyStatus = Static<typeof CompanyStatus>;

const HexColor = Type.String({ pattern: '^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$' });
const Text = (max = 200) => Type.String({ maxLength: max });
const RequiredText = (max = 200) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

export const CompanyAddress = Type.Object({
  line_1: RequiredText(),
  line_2: Type.Optional(Type.Union([Text(), Type.Null()])),
  city: RequiredText(100),
  state: RequiredText(50),
  zip: Type.String({ pattern: '^[0-9]{5}(-[0-9]{4})?$' }),
  address_type: Type.Optional(Type.String({ maxLength: 30 })),
});
export type CompanyAddress = Static<typeof CompanyAddress>;

export const Company = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: NullableString,
  favicon: NullableString,
  email: NullableString,
  phone_number: NullableString,
  website: NullableString,
  status: Type.String(),
  company_type: NullableString,
  point_of_contact: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  /** number of stores */
  stores: Type.Integer(),
  address: Type.Union([CompanyAddress, Type.Null()]),
  primary_accent_color: Type.String(),
  support_color: Type.String(),
  accent_paired_text_color: Type.String(),
  offboarded_at: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Company = Static<typeof Company>;

// GET /stores/company/?limit&offset&id&search_string&status
export const CompanyListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  search_string: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(CompanyStatus),
  order_column: Type.Optional(StringEnum(['name', 'created_at', 'status'])),
  sort_direction: Type.Optional(StringEnum(['ASC', 'DESC'])),
});
export type CompanyListQuery = Static<typeof CompanyListQuery>;

export const CompanyListAnswer = Type.Object({
  companies: Type.Array(Company),
  /** companies matching the filters */
  count: Type.Integer(),
  totalCompaniesCount: Type.Integer(),
  totalStoresCount: Type.Integer(),
});
export type CompanyListAnswer = Static<typeof CompanyListAnswer>;

const CompanyFields = {
  email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null(), Type.Literal('')])),
  phone_number: Type.Optional(Type.Union([Type.String({ pattern: '^\\+1[0-9]{10}$' }), Type.Null()])),
  website: Type.Optional(Type.Union([Text(300), Type.Null()])),
  company_type: Type.Optional(Type.Union([Text(60), Type.Null()])),
  point_of_contact_id: Type.Optional(NullableInteger),
  address: Type.Optional(Type.Union([CompanyAddress, Type.Null()])),
  logo: Type.Optional(Type.Union([Text(500), Type.Null()])),
  favicon: Type.Optional(Type.Union([Text(500), Type.Null()])),
  primary_accent_color: Type.Optional(HexColor),
  support_color: Type.Optional(HexColor),
  accent_paired_text_color: Type.Optional(HexColor),
};

// POST /stores/company
export const CompanyCreateBody = Type.Object({
  name: RequiredText(120),
  status: Type.Optional(CompanyStatus),
  ...CompanyFields,
});
export type CompanyCreateBody = Static<typeof CompanyCreateBody>;

// PUT /stores/company/{id}
export const CompanyUpdateBody = Type.Object({
  name: Type.Optional(RequiredText(120)),
  status: Type.Optional(CompanyStatus),
  ...CompanyFields,
  updated_at: BasedOnVersion,
});
export type CompanyUpdateBody = Static<typeof CompanyUpdateBody>;

export const CompanyTag = Type.Object({ id: Type.Integer(), tag_name: Type.String() });
export type CompanyTag = Static<typeof CompanyTag>;
// POST /stores/company/{id}/tags
export const CompanyTagsBody = Type.Object({
  tag_names: Type.Array(RequiredText(50), { minItems: 1, maxItems: 50 }),
});
export const CompanyTagsAnswer = Type.Array(CompanyTag);

export const MessageAnswer = Type.Object({ message: Type.String() });

// POST /stores/upload_image/ (multipart: id, type, image) -> image_url
export const IMAGE_TYPES = ['company_logo', 'company_favicon', 'store_image', 'store_logo', 'store_print_logo', 'store_profile', 'item', 'banner'] as const;
export const UploadImageAnswer = Type.Object({ image_url: Type.String() });

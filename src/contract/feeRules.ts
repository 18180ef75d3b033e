// Fee rules (spec 001 §2 Fee settings, §4, §5): the store_fees rows that src/domain/fees.ts prices with, as
// a declared resource on react-admin's simple REST conventions, /api/rest/fee-rules (server/rest/README.md).
import { Type, type Static } from 'typebox';
import { FEE_SCOPES, FEE_TYPES } from '../domain/fees.ts';
import { Nullable, NullableInteger, StringEnum } from './common.ts';

export const FeeRuleRecord = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  /** null: every partner */
  partner_id: NullableInteger,
  fee_type: Type.String(),
  /** Percent + fee only, 0-100 */
  percent: Type.Number(),
  /** dollars */
  flat_fee: Type.Number(),
  scope: Type.String(),
  /** category ids (scope category) or item tag ids (scope tag); empty (or null in older rows) for scope all */
  scope_values: Type.Union([Type.Array(Type.String()), Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type FeeRuleRecord = Static<typeof FeeRuleRecord>;

export const FeeRuleCreate = Type.Object({
  store_id: Type.Integer({ minimum: 1 }),
  partner_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  fee_type: StringEnum(FEE_TYPES),
  percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  flat_fee: Type.Optional(Type.Number({ minimum: 0, maximum: 999999 })),
  scope: Type.Optional(StringEnum(FEE_SCOPES)),
  scope_values: Type.Optional(Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), { maxItems: 500 })),
});
export type FeeRuleCreate = Static<typeof FeeRuleCreate>;

import { FeeRuleCreate, type FeeRuleRecord } from '../../../contract/feeRules.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../../custom/form/contractValidation.ts';
import { clampPercent, type FeeScope, type FeeType } from '../../../domain/fees.ts';

/** What the fee rule form edits: the writable fields of the record. */
export interface FeeRuleFormValues {
  store_id: number;
  partner_id: number | null;
  fee_type: FeeType;
  percent: number | null;
  flat_fee: number | null;
  scope: FeeScope;
  scope_values: string[];
}

/** A new rule: every partner, Percent + fee, every item. */
export function newFeeRuleValues(storeId: number): FeeRuleFormValues {
  return { store_id: storeId, partner_id: null, fee_type: 'percent_plus_fee', percent: 0, flat_fee: 0, scope: 'all', scope_values: [] };
}

/** Spec 001 §5: a percentage typed outside 0-100 is clamped; an emptied field counts as 0. */
export const parsePercent = (value: unknown) => (value === '' || value === null || value === undefined ? null : clampPercent(Number(value)));

/** The body sent: a flat fee has no percentage, scope all names no ids, a blank amount is 0. */
export function feeRuleBody(values: Partial<FeeRuleFormValues>): Omit<FeeRuleCreate, 'store_id'> & { store_id?: number } {
  const feeType = values.fee_type ?? 'percent_plus_fee';
  const scope = values.scope ?? 'all';
  return {
    store_id: values.store_id,
    partner_id: values.partner_id ?? null,
    fee_type: feeType,
    percent: feeType === 'flat_fee' ? 0 : clampPercent(Number(values.percent ?? 0)),
    flat_fee: Math.max(0, Number(values.flat_fee ?? 0)),
    scope,
    scope_values: scope === 'all' ? [] : (values.scope_values ?? []).map(String),
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "10% + $0.25" for Percent + fee, "$1.00" for a flat fee. */
export function feeAmountText(rule: Pick<FeeRuleRecord, 'fee_type' | 'percent' | 'flat_fee'>): string {
  if (rule.fee_type === 'flat_fee') return usd.format(rule.flat_fee);
  return `${rule.percent}% + ${usd.format(rule.flat_fee)}`;
}

/** Scope Category or Tag must name at least one category or tag (the server says so too). */
function scopeNamesSomething(values: Partial<FeeRuleFormValues>): FormErrors {
  if (values.scope && values.scope !== 'all' && (values.scope_values ?? []).length === 0) {
    return { scope_values: 'lsm.channels.fees.rules.errors.scope_values' };
  }
  return {};
}

/** The fee rule contract on the body the form sends, after the rule the contract cannot state. */
export const validateFeeRule = composeValidators<Partial<FeeRuleFormValues>>(scopeNamesSomething, contractValidator(FeeRuleCreate, { toBody: feeRuleBody }));

/**
 * The price a delivery partner receives for an item (spec 001 §2 Fee settings, §4, §5): the store's fee
 * rules, then the partner link's upcharge. Pure: the server's menu push and fee preview and the Fee
 * settings screen all use it, so the preview shows exactly what a push sends.
 */

export const FEE_TYPES = ['percent_plus_fee', 'flat_fee'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export const FEE_SCOPES = ['all', 'category', 'tag'] as const;
export type FeeScope = (typeof FEE_SCOPES)[number];

export interface FeeRule {
  id: number;
  /** null: every partner */
  partnerId: number | null;
  feeType: FeeType;
  /** Percent + fee only; clamped to 0-100 */
  percent: number;
  /** dollars added after the percentage (Percent + fee) or alone (Flat fee) */
  flatFee: number;
  scope: FeeScope;
  /** category ids (scope category) or item tag ids (scope tag), as text; ignored for scope all */
  scopeValues: readonly string[];
}

/** What the rules look at in an item. */
export interface FeeSubject {
  /** dollars */
  price: number;
  categoryId: number | null;
  tagIds: readonly number[];
}

/** Spec §5: a percentage is clamped to 0 to 100 (anything not a number counts as 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

const SCOPE_RANK: Record<FeeScope, number> = { all: 0, category: 1, tag: 2 };

function applies(rule: FeeRule, subject: FeeSubject, partnerId: number): boolean {
  if (rule.partnerId !== null && rule.partnerId !== partnerId) return false;
  if (rule.scope === 'all') return true;
  if (rule.scope === 'category') return subject.categoryId !== null && rule.scopeValues.includes(String(subject.categoryId));
  return subject.tagIds.some((tag) => rule.scopeValues.includes(String(tag)));
}

/**
 * The rule that prices `subject` for `partnerId`: the most specific one that applies. Tag beats category
 * beats all; at the same level a rule for this partner beats one for every partner; then the oldest
 * (lowest id) wins, so the answer never depends on the order rules are listed in.
 */
export function winningRule(rules: readonly FeeRule[], subject: FeeSubject, partnerId: number): FeeRule | null {
  let best: FeeRule | null = null;
  let bestRank = -1;
  for (const rule of rules) {
    if (!applies(rule, subject, partnerId)) continue;
    const rank = SCOPE_RANK[rule.scope] * 2 + (rule.partnerId === null ? 0 : 1);
    if (rank > bestRank || (rank === bestRank && best !== null && rule.id < best.id)) {
      best = rule;
      bestRank = rank;
    }
  }
  return best;
}

/** Dollars after one rule: Percent + fee is price × (1 + p/100) + fee; Flat fee is price + fee. */
export function applyFee(price: number, rule: FeeRule | null): number {
  if (!rule) return price;
  const fee = Math.max(0, rule.flatFee);
  return rule.feeType === 'flat_fee' ? price + fee : price * (1 + clampPercent(rule.percent) / 100) + fee;
}

/** Half-up to whole cents, ignoring floating-point dust (1.005 × 100 is 100.49999...). */
export const toCents = (dollars: number) => Math.round(Number((dollars * 100).toFixed(6)));

/** The link's upcharges and the store's, as the push uses them (percentages). */
export interface Upcharges {
  /** the link's general upcharge */
  upcharge: number;
  deliveryUpcharge: number;
  pickupUpcharge: number;
  /** the store's own upcharge, used when the link sets none */
  storeUpcharge: number;
}

/**
 * The upcharge percentage for delivery or pickup orders: the link's own for that mode when set, else the
 * link's general upcharge, else the store's. Clamped to 0-100.
 */
export function upchargeFor(upcharges: Upcharges, mode: 'delivery' | 'pickup'): number {
  const specific = mode === 'delivery' ? upcharges.deliveryUpcharge : upcharges.pickupUpcharge;
  const chosen = specific > 0 ? specific : upcharges.upcharge > 0 ? upcharges.upcharge : upcharges.storeUpcharge;
  return clampPercent(chosen);
}

export interface PartnerPrice {
  /** what the partner receives, in cents */
  cents: number;
  rule: FeeRule | null;
}

/** The price a partner receives: the winning fee rule, then the upcharge percentage, in whole cents. */
export function partnerPrice(subject: FeeSubject, rules: readonly FeeRule[], partnerId: number, upchargePercent: number): PartnerPrice {
  const rule = winningRule(rules, subject, partnerId);
  return { cents: toCents(applyFee(subject.price, rule) * (1 + clampPercent(upchargePercent) / 100)), rule };
}

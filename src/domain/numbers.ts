// Percentages, prices, counts and descriptions (spec 000 §5, spec 001 §3, §5, §9).

export const DESCRIPTION_MAX = 350;
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 99999;

/** Clamp to 0..100; NaN counts as 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Opacity of a "#RRGGBBAA" colour as a whole percentage ("#00000080" -> 50); "#RRGGBB", or anything that
 * is not a hex colour, is fully opaque: 100.
 */
export function hexAlphaToPercent(color: string | null | undefined): number {
  const match = /^#[0-9a-f]{6}([0-9a-f]{2})$/i.exec(color ?? '');
  if (!match) return 100;
  return Math.round((parseInt(match[1], 16) / 255) * 100);
}

/** The inverse: 50 -> "80" (two upper-case hex digits), clamped to 0..100. */
export function percentToHexAlpha(percent: number): string {
  return Math.round((clampPercent(percent) / 100) * 255)
    .toString(16)
    .toUpperCase()
    .padStart(2, '0');
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Whole cents of a price without binary float error: 19.99 -> 1999, "1.005" -> 101 (half away from zero
 * on the third decimal). Throws a RangeError for anything that is not a finite number.
 */
export function toCents(price: number | string): number {
  const text = typeof price === 'number' ? String(price) : price.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    const value = typeof price === 'number' ? price : Number.NaN;
    // Exponent notation (1e21, 1e-7) of a real number: plain arithmetic is as good as it gets there.
    if (Number.isFinite(value)) return Math.round(value * 100) || 0;
    throw new RangeError(`Not a price: ${JSON.stringify(price)}`);
  }
  const [, sign, whole, fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  let cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Two-decimal price text: 5 -> "5.00", 19.999 -> "20.00", -1.5 -> "-1.50". Null, undefined or non-numbers -> "". */
export function formatPrice(price: number | string | null | undefined): string {
  if (price === null || price === undefined) return '';
  let cents: number;
  try {
    cents = toCents(price);
  } catch {
    return '';
  }
  const absolute = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * A whole number with en-US thousands separators: 12400 -> "12,400", -1234567 -> "-1,234,567" (rounded
 * first). Written out rather than `Intl.NumberFormat`: the first Intl object a tab creates loads the locale
 * data, 25-55 ms of a first visit's main thread here, and a list's count was the first screens' only use.
 */
export function groupThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.abs(Math.round(value)));
  return `${value <= -0.5 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

/** Cut to DESCRIPTION_MAX characters (code points, so an emoji is never split); null/undefined -> "". */
export function truncateDescription(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  const characters = Array.from(text);
  return characters.length <= DESCRIPTION_MAX ? text : characters.slice(0, DESCRIPTION_MAX).join('');
}

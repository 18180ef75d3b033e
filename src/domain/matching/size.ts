/**
 * Package sizes as stores write them ("12oz", "12 FL OZ", "1 lb", "500ml", "6 pk", "6 x 12 oz") parsed
 * into a measure and a count, and compared across units (1 lb = 16 oz, 64 fl oz = 0.5 gal).
 */

export type Dimension = 'mass' | 'volume' | 'count';

export interface Measure {
  quantity: number;
  /** the unit as normalised: oz, fl oz, lb, g, kg, ml, l, gal, qt, pt, ct */
  unit: string;
}

export interface ParsedSize {
  /** weight or volume of one unit, when written */
  measure: Measure | null;
  /** how many in the package (ct, count, pk, pack, "6 x"), when written */
  count: number | null;
}

const GRAMS_PER_OZ = 28.349523125;
const ML_PER_FL_OZ = 29.5735295625;

/** Written unit -> [normalised unit, dimension, size of one in grams, millilitres or pieces]. */
const UNITS: Record<string, [string, Dimension, number]> = {
  oz: ['oz', 'mass', GRAMS_PER_OZ],
  ounce: ['oz', 'mass', GRAMS_PER_OZ],
  ounces: ['oz', 'mass', GRAMS_PER_OZ],
  floz: ['fl oz', 'volume', ML_PER_FL_OZ],
  lb: ['lb', 'mass', 16 * GRAMS_PER_OZ],
  lbs: ['lb', 'mass', 16 * GRAMS_PER_OZ],
  pound: ['lb', 'mass', 16 * GRAMS_PER_OZ],
  pounds: ['lb', 'mass', 16 * GRAMS_PER_OZ],
  g: ['g', 'mass', 1],
  gr: ['g', 'mass', 1],
  gram: ['g', 'mass', 1],
  grams: ['g', 'mass', 1],
  kg: ['kg', 'mass', 1000],
  ml: ['ml', 'volume', 1],
  l: ['l', 'volume', 1000],
  lt: ['l', 'volume', 1000],
  ltr: ['l', 'volume', 1000],
  liter: ['l', 'volume', 1000],
  litre: ['l', 'volume', 1000],
  gal: ['gal', 'volume', 128 * ML_PER_FL_OZ],
  gallon: ['gal', 'volume', 128 * ML_PER_FL_OZ],
  qt: ['qt', 'volume', 32 * ML_PER_FL_OZ],
  quart: ['qt', 'volume', 32 * ML_PER_FL_OZ],
  pt: ['pt', 'volume', 16 * ML_PER_FL_OZ],
  pint: ['pt', 'volume', 16 * ML_PER_FL_OZ],
};

const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
const UNIT_WORDS = String.raw`fl\.?\s*oz|fluid\s+ounces?|oz|ounces?|lbs?|pounds?|kg|grams?|gr|g|ml|liters?|litres?|ltr|lt|l|gal(?:lons?)?|qt|quarts?|pt|pints?`;
const MEASURE = new RegExp(String.raw`${NUMBER}\s*-?\s*(${UNIT_WORDS})\b`, 'i');
const COUNT_AFTER = new RegExp(String.raw`${NUMBER}\s*-?\s*(ct|count|cnt|pk|pack|pcs|pc|ea|each)\b`, 'i');
const COUNT_TIMES = /(\d+)\s*[x×]\s*(?=\d|\.\d)/i;
const PACK_OF = /\b(?:pack|case|box)\s+of\s+(\d+)\b/i;

function unitOf(written: string): [string, Dimension, number] | null {
  const key = written.toLowerCase().replace(/[\s.]/g, '');
  if (key.startsWith('fl') || key.startsWith('fluid')) return UNITS.floz;
  return UNITS[key] ?? UNITS[key.replace(/s$/, '')] ?? null;
}

/** The size written in a text (a size column, or a name that carries its size); nulls when none. */
export function parseSize(text: string | null | undefined): ParsedSize {
  const source = (text ?? '').replace(/,/g, '.');
  let measure: Measure | null = null;
  const measureHit = MEASURE.exec(source);
  if (measureHit) {
    const unit = unitOf(measureHit[2]);
    if (unit) measure = { quantity: Number(measureHit[1]), unit: unit[0] };
  }
  let count: number | null = null;
  const countHit = COUNT_AFTER.exec(source) ?? COUNT_TIMES.exec(source) ?? PACK_OF.exec(source);
  if (countHit) count = Number(countHit[1]);
  return { measure, count: count === null || Number.isNaN(count) ? null : count };
}

/** The text with its sizes taken out (for comparing names on their words alone). */
export function withoutSize(text: string): string {
  return text
    .replace(new RegExp(MEASURE.source, 'gi'), ' ')
    .replace(new RegExp(COUNT_AFTER.source, 'gi'), ' ')
    .replace(new RegExp(COUNT_TIMES.source, 'gi'), ' ')
    .replace(new RegExp(PACK_OF.source, 'gi'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A measure in the base unit of each dimension it may be in: "oz" alone is a weight or a fluid volume. */
function baseAmounts(measure: Measure): Partial<Record<Dimension, number>> {
  const unit = unitOf(measure.unit);
  if (!unit) return {};
  const [normalised, dimension, factor] = unit;
  const amounts: Partial<Record<Dimension, number>> = { [dimension]: measure.quantity * factor };
  if (normalised === 'oz') amounts.volume = measure.quantity * ML_PER_FL_OZ;
  return amounts;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 0.02 * Math.max(a, b);

/** True when two measures are the same amount (within 2 %, the rounding of labels such as 355 ml = 12 fl oz). */
export function sameMeasure(a: Measure, b: Measure): boolean {
  const left = baseAmounts(a);
  const right = baseAmounts(b);
  return (['mass', 'volume'] as const).some((dimension) => {
    const x = left[dimension];
    const y = right[dimension];
    return x !== undefined && y !== undefined && close(x, y);
  });
}

export const formatMeasure = (measure: Measure) => `${Number(measure.quantity.toFixed(3))} ${measure.unit}`;

export type SizeComparison =
  | { verdict: 'same'; reason: string }
  | { verdict: 'different'; reason: string }
  | { verdict: 'unknown'; reason: null };

/** Whether two sizes are the same product size; a different size is a different product. */
export function compareSizes(a: ParsedSize, b: ParsedSize): SizeComparison {
  const parts: string[] = [];
  if (a.measure && b.measure) {
    const left = formatMeasure(a.measure);
    const right = formatMeasure(b.measure);
    if (!sameMeasure(a.measure, b.measure)) return { verdict: 'different', reason: `size ${left} ≠ ${right}` };
    parts.push(left === right ? `size ${left} matches` : `size ${left} = ${right}`);
  }
  if (a.count !== null && b.count !== null && (a.count > 1 || b.count > 1)) {
    if (a.count !== b.count) return { verdict: 'different', reason: `count ${a.count} ≠ ${b.count}` };
    parts.push(`count ${a.count} matches`);
  }
  return parts.length ? { verdict: 'same', reason: parts.join(', ') } : { verdict: 'unknown', reason: null };
}

// Values for a route's params, query and body, read from its JSON schema (TypeBox): one valid request
// to start from, and the hostile values the generated suite puts in each field in turn.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** Picks the id of a fixture row for a field, from its name and the route's url (null: not an id). */
export type IdResolver = (field: string, url: string) => number | null;

const PATTERN_CANDIDATES = ['09:00', '1', 'a', 'abc', 'A1', '2026-01-01', '#1a2b3c', '012345678905', '1.00', 'en', 'USD'];

function firstVariant(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  return variants.find((variant) => variant.type !== 'null') ?? variants[0];
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

/** A value the schema accepts (best effort: patterns are tried against a few candidates). */
export function validValue(schema: JsonSchema | undefined, field: string, url: string, ids: IdResolver): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => validValue(part, field, url, ids)));
  const variant = firstVariant(schema);
  if (variant !== schema) return validValue(variant, field, url, ids);
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = validValue(schema.properties?.[name], name, url, ids);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items, field, url, ids));
    case 'integer':
    case 'number': {
      const id = ids(field, url);
      if (id !== null) return id;
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    }
    case 'boolean':
      return true;
    case 'string':
      return validString(schema);
    default:
      return schema.default ?? null;
  }
}

function validString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'probe@example.com';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'uri') return 'https://example.com/a';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  return 'probe'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 1000);
}

export const FUZZ_CLASSES = ['wrong type', 'missing', 'huge', 'null byte', 'unicode', 'negative', 'huge number', 'sql-looking'] as const;
export type FuzzClass = (typeof FUZZ_CLASSES)[number];
export const MISSING = Symbol('missing');

/** The hostile value of a class for a field (MISSING: leave the field out); `inUrl` keeps it sendable in a url. */
export function fuzzValue(kind: FuzzClass, schema: JsonSchema | undefined, inUrl: boolean): unknown {
  switch (kind) {
    case 'wrong type': {
      const type = schema ? typeOf(firstVariant(schema)) : undefined;
      if (inUrl) return type === 'string' ? '[object Object]' : 'not-a-number';
      return type === 'string' ? { nested: true } : type === 'array' ? 'not-a-list' : type === 'object' ? ['not', 'an', 'object'] : 'not-a-number';
    }
    case 'missing':
      return MISSING;
    case 'huge':
      return 'x'.repeat(inUrl ? 4_000 : 200_000);
    case 'null byte':
      return 'probe\u0000value';
    case 'unicode':
      // A lone surrogate cannot be written in a url at all; bodies carry one.
      return `Ünïcødé 中文 🙂 \u202eevil\u202c${inUrl ? '' : ' \ud83d'}`;
    case 'negative':
      return -1;
    case 'huge number':
      return inUrl ? '99999999999999999999999' : 1e308;
    case 'sql-looking':
      return "1' OR '1'='1'; DROP TABLE users; --";
  }
}

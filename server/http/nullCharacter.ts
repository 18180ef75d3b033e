/**
 * PostgreSQL text cannot hold U+0000, so a null character anywhere in a request would fail deep inside
 * a statement. One rule refuses it at the door, naming the field (`tag_names.1`, `rules.0.name`).
 */
const NUL = '\u0000';

export const nullCharacterMessage = (field: string) => `${field} must not contain a null character`;

/** The path of the first string (or object key) holding a null character, or null when there is none. */
export function fieldWithNullCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = fieldWithNullCharacter(value[index], join(path, String(index)));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = join(path, key);
      if (key.includes(NUL)) return field;
      const found = fieldWithNullCharacter(item, field);
      if (found !== null) return found;
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

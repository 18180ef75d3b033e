import { sql, type SQL } from 'drizzle-orm';
import { ACCENTED, APOSTROPHES, FOLDED } from '../../../src/domain/searchText.ts';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQL twin of normaliseSearchText (src/domain/searchText.ts) over `column`, with a leading space so
 * that "the start of a word" is always " word": `search_key like '% cola%'`. Only immutable built-ins, so
 * it can define a generated column and a trigram index can hold it.
 */
export function searchKeySql(column: string): SQL {
  const folded = `translate(replace(lower(${column}), '&', ' and '), ${quoted(ACCENTED + APOSTROPHES)}, ${quoted(FOLDED)})`;
  return sql.raw(`' ' || btrim(regexp_replace(${folded}, '[^a-z0-9]+', ' ', 'g'))`);
}

import { Readable } from 'node:stream';
import type { MatchExportBody, MatchStoreItem } from '../../../src/contract/matching.ts';
import { csvLine, type CsvValue } from '../../../src/domain/csv.ts';
import type { Db } from '../../db/client.ts';
import { listMatches, listNoMatches } from './lists.ts';

/** Rows read per query while exporting. */
const EXPORT_PAGE = 1000;

export const MATCH_EXPORT_COLUMNS = [
  'store_item_id', 'name', 'upc', 'gtin', 'size', 'price', 'reviewed', 'result', 'score', 'reasons',
  'global_item_id', 'global_item_name', 'global_item_upc', 'global_item_size', 'alternatives',
];

const storeCells = (item: MatchStoreItem): CsvValue[] => [item.id, item.name, item.upc, item.gtin, item.size, item.price.toFixed(2), item.is_reviewed];

async function* lines(db: Db, storeId: number, body: MatchExportBody): AsyncGenerator<string> {
  yield csvLine(MATCH_EXPORT_COLUMNS);
  const query = { search: body.search, tag: body.tag, limit: EXPORT_PAGE };
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    let read: number;
    if (body.result === 'noMatch') {
      const page = await listNoMatches(db, storeId, { ...query, offset });
      for (const { storeItem } of page.items) yield csvLine([...storeCells(storeItem), 'noMatch', 0, '', null, null, null, null, null]);
      read = page.items.length;
    } else {
      const page = await listMatches(db, storeId, body.result, { ...query, offset });
      for (const row of page.items) {
        const alternatives = row.candidates.map((candidate) => `${candidate.globalItem.name} (${candidate.score.toFixed(2)})`).join('; ');
        yield csvLine([
          ...storeCells(row.storeItem), body.result, row.score.toFixed(3), row.reasons.join('; '),
          row.globalItem.id, row.globalItem.name, row.globalItem.upc, row.globalItem.size, alternatives,
        ]);
      }
      read = page.items.length;
    }
    if (read < EXPORT_PAGE) return;
  }
}

/** POST export-to-csv: the list as it is filtered, with scores and reasons; cells that look like formulas are neutralised (csvCell). */
export const exportMatches = (db: Db, storeId: number, body: MatchExportBody) => Readable.from(lines(db, storeId, body), { objectMode: false });

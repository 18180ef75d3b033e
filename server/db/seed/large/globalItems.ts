// 1,000,000 global items with valid UPC-A codes, categories, prices, status and verification; some tagged.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../rows.ts';
import type { VerificationQuality } from '../../schema/index.ts';
import { shelfPrice, upcCheckDigit } from '../demo/util.ts';
import { categoryPairs, type CategoryPair } from './categories.ts';
import { ColumnRows, insertRows } from './columns.ts';
import type { CompanyBlock, SeedContext } from './context.ts';
import { syncIdentity } from './identity.ts';
import { Progress } from './progress.ts';
import { buildVocabulary, type Vocabulary } from './vocabulary.ts';

const VERIFICATION: readonly (readonly [VerificationQuality, number])[] = [['certified', 15], ['enriched', 25], ['unresolved', 60]];
const UPC_SPACE = 89_999_999_999;

function newBatch() {
  return {
    items: new ColumnRows({
      id: 'int', companyId: 'int', name: 'text', status: 'text', upc: 'text', retailPrice: 'numeric', description: 'text',
      categoryId: 'int', subCategoryId: 'int', size: 'text', unitCount: 'int', verification: 'text',
    }),
    tags: new ColumnRows({ globalItemId: 'int', tagId: 'int' }),
  };
}
type Batch = ReturnType<typeof newBatch>;

interface Draw {
  vocabulary: Vocabulary;
  categories: CategoryPair[];
  tagIds: number[];
  upcOffset: number;
}

function addItem(ctx: SeedContext, draw: Draw, batch: Batch, companyId: number, id: number): void {
  const { rand } = ctx;
  const { vocabulary: v } = draw;
  const body = String(10_000_000_000 + ((id * 7919 + draw.upcOffset) % UPC_SPACE));
  const size = rand.pick(v.sizes);
  const product = rand.pick(v.products);
  const adjective = rand.pick(v.adjectives);
  const category = rand.pick(draw.categories);
  const unitCount = size.endsWith('pk') || size.endsWith('ct') ? Number.parseInt(size, 10) : 1;
  batch.items.push({
    id, companyId, name: `${rand.pick(v.brands)} ${adjective} ${product} ${size}`,
    status: rand.chance(0.92) ? 'active' : 'inactive', upc: `${body}${upcCheckDigit(body)}`,
    retailPrice: shelfPrice(0.5 + rand.next() ** 2 * 40), description: rand.chance(0.3) ? `${adjective} ${product.toLowerCase()}, ${size}.` : null,
    categoryId: category.categoryId, subCategoryId: category.subCategoryId, size, unitCount, verification: rand.weighted(VERIFICATION),
  });
  if (rand.chance(0.2)) batch.tags.push({ globalItemId: id, tagId: rand.pick(draw.tagIds) });
}

async function flush(ctx: SeedContext, batch: Batch): Promise<number> {
  await insertRows(ctx.db, 'global_items', batch.items, true);
  await insertRows(ctx.db, 'global_item_tags', batch.tags);
  return batch.items.length;
}

export async function seedGlobalItems(ctx: SeedContext, companies: readonly CompanyBlock[]): Promise<number> {
  const tagRows = await selectRows<{ id: number }>(ctx.db, sql`select id from item_tags order by id`);
  const draw: Draw = {
    vocabulary: buildVocabulary(),
    categories: await categoryPairs(ctx.db),
    tagIds: tagRows.map((row) => Number(row.id)),
    upcOffset: ctx.rand.int(0, 999_999_999),
  };
  // Generation (CPU, here) overlaps the inserts (I/O, in the database): a few statements in flight.
  const inFlight = new Set<Promise<void>>();
  const maxInFlight = ctx.kind === 'postgres' ? 2 : 1;
  const progress = new Progress('global items', ctx.sizes.globalItems);
  const send = async (batch: Batch) => {
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    const job: Promise<void> = flush(ctx, batch).then((rows) => {
      progress.add(rows);
      inFlight.delete(job);
    });
    inFlight.add(job);
  };
  let batch = newBatch();
  for (const company of companies) {
    for (let k = 0; k < company.globalItems.count; k++) {
      addItem(ctx, draw, batch, company.id, company.globalItems.first + k);
      if (batch.items.length >= ctx.batch) {
        await send(batch);
        batch = newBatch();
      }
    }
  }
  await send(batch);
  await Promise.all(inFlight);
  progress.finish();
  await syncIdentity(ctx.db, 'global_items');
  return ctx.sizes.globalItems;
}

// Item matching of every demo store that carries items, as the background job does after an import: the
// Manual matches tab, its count on the Inventory tab and the "Review unmatched items" task have work to show.
import { sql } from 'drizzle-orm';
import { matchStoreItems } from '../../../../services/matching/run.ts';
import { selectRows } from '../../../rows.ts';
import type { DemoStep } from '../context.ts';

export const matching: DemoStep = {
  name: 'matching',
  async run({ tx }) {
    const stores = await selectRows<{ store_id: number }>(
      tx,
      sql`select distinct store_id from store_items where deleted_at is null order by store_id`,
    );
    for (const { store_id: storeId } of stores) await matchStoreItems(tx, storeId);
  },
};

// Item matching results for the first store of each demo account's company (the stores they open first);
// the other demo stores are matched when their items change or on demand (run), not at start-up.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../rows.ts';
import { matchStoreItems } from '../../../../services/matching/run.ts';
import type { DemoStep } from '../context.ts';

export const matching: DemoStep = {
  name: 'item matching',
  async run({ tx }) {
    const stores = await selectRows<{ id: number }>(
      tx,
      sql`select min(s.id)::int as id from stores s join companies c on c.id = s.company_id
          where c.name in ('Corner Market', 'QuickStop') and s.deleted_at is null group by c.id`,
    );
    for (const store of stores) await matchStoreItems(tx, store.id);
  },
};

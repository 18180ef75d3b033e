import { sql } from 'drizzle-orm';
import type { FeeRule } from '../../../src/domain/fees.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/** The store's fee rules for one partner (its own and the every-partner ones), or for all partners. */
export async function feeRules(db: Db, storeId: number, partnerId?: number): Promise<FeeRule[]> {
  const rows = await selectRows<{
    id: number;
    partner_id: number | null;
    fee_type: FeeRule['feeType'];
    percent: string | number;
    flat_fee: string | number;
    scope: FeeRule['scope'];
    scope_values: string[] | null;
  }>(
    db,
    sql`select id, partner_id, fee_type, percent, flat_fee, scope, scope_values from store_fees
        where store_id = ${storeId} ${partnerId === undefined ? sql`` : sql`and (partner_id is null or partner_id = ${partnerId})`}
        order by id`,
  );
  return rows.map((row) => ({
    id: row.id,
    partnerId: row.partner_id,
    feeType: row.fee_type,
    percent: Number(row.percent),
    flatFee: Number(row.flat_fee),
    scope: row.scope,
    scopeValues: row.scope_values ?? [],
  }));
}

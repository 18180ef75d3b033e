import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { PartnerName } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';

export interface StatusLink extends Record<string, unknown> {
  partner_id: number;
  partner: PartnerName;
  partner_store_id: string | null;
  is_active: boolean;
}

export const STATUS_CHANGE_UNDER_WAY = 'Another status change of this store is under way. Try again when it has finished';

/**
 * The store's channel links a status change acts on (one partner's or all), locked until the transaction
 * ends. The change holds them while it waits on the partners, so it locks the links, not the store's row
 * (which every writer of the store's hours, items and uploads takes), and does not wait for them: a second
 * change of the same links is told 409 at once rather than queueing behind a slow partner.
 */
export async function lockStatusLinks(tx: Db, storeId: number, dsp: PartnerName | 'all'): Promise<StatusLink[]> {
  try {
    return await selectRows<StatusLink>(
      tx,
      sql`select sp.partner_id, p.name as partner, sp.partner_store_id, sp.is_active
          from store_partners sp join partners p on p.id = sp.partner_id
          where sp.store_id = ${storeId} ${dsp === 'all' ? sql`` : sql`and p.name = ${dsp}`}
          order by sp.partner_id
          for no key update of sp nowait`,
    );
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '55P03') throw conflict(STATUS_CHANGE_UNDER_WAY);
    throw error;
  }
}

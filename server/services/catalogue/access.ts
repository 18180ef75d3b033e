import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { AuthContext } from '../../http/access.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { assertCompanyAccess, isInternal } from '../../http/tenancy.ts';
import { intArray } from './sql.ts';

export interface GlobalItemRef {
  id: number;
  company_id: number | null;
  verification: string;
}

/**
 * A global item the caller may read (`write` false) or change (`write` true). A merchant reads their
 * company's items and the shared catalogue (company null), and changes only their company's.
 */
export async function globalItemFor(db: Db, auth: AuthContext, id: number, write: boolean): Promise<GlobalItemRef> {
  const [item] = await selectRows<GlobalItemRef & Record<string, unknown>>(
    db,
    sql`select id, company_id, verification from global_items where id = ${id} and deleted_at is null`,
  );
  if (!item) throw notFound('Global item not found');
  if (item.company_id === null) {
    if (write && !isInternal(auth)) throw forbidden('Only internal users change the shared catalogue');
  } else {
    assertCompanyAccess(auth, item.company_id);
  }
  return item;
}

/** The stores' companies; every store must exist and belong to `companyId` (or to the caller's reach when null). */
export async function assertStoresIn(db: Db, auth: AuthContext, storeIds: readonly number[], companyId: number | null): Promise<void> {
  const unique = [...new Set(storeIds)];
  const rows = await selectRows<{ id: number; company_id: number }>(
    db,
    sql`select id, company_id from stores where id = any(${intArray(unique)}) and deleted_at is null`,
  );
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((row) => row.id));
    throw notFound(`Store not found: ${unique.filter((id) => !found.has(id)).join(', ')}`);
  }
  for (const row of rows) {
    assertCompanyAccess(auth, row.company_id);
    if (companyId !== null && row.company_id !== companyId) throw forbidden('These stores do not belong to the company of this item');
  }
}

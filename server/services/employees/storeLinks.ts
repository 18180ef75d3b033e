import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StoreEmployeesAnswer, StoreEmployeesBody } from '../../../src/contract/employees.ts';
import type { Db } from '../../db/client.ts';
import { storeEmployees, stores, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';

async function liveEmployeeOf(db: Db, userId: number, companyId: number): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), isNull(users.deletedAt)));
  return user !== undefined;
}

/** POST /stores/store-employees/: links stores to an employee; already linked stores are left as they are. */
export async function assignStores(db: Db, body: StoreEmployeesBody): Promise<StoreEmployeesAnswer> {
  const { company_id: companyId, user_id: userId } = body;
  if (!(await liveEmployeeOf(db, userId, companyId))) throw badRequest(`user_id ${userId} is not an employee of company ${companyId}`);
  const storeIds = [...new Set(body.store_ids)];
  const found = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, storeIds), eq(stores.companyId, companyId), isNull(stores.deletedAt)));
  const known = new Set(found.map((row) => row.id));
  const bad = storeIds.filter((id) => !known.has(id));
  if (bad.length > 0) throw badRequest(`store_ids ${bad.join(', ')} are not stores of company ${companyId}`);
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(storeEmployees)
      .values(storeIds.map((storeId) => ({ storeId, userId, companyId })))
      .onConflictDoNothing()
      .returning({ storeId: storeEmployees.storeId });
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(storeEmployees)
      .innerJoin(stores, and(eq(stores.id, storeEmployees.storeId), isNull(stores.deletedAt)))
      .where(eq(storeEmployees.userId, userId));
    return { user_id: userId, added_store_ids: added.map((row) => row.storeId).sort((a, b) => a - b), stores_count: Number(count) };
  });
}

/** DELETE /stores/{storeId}/store-employees/{userId}: unlinks; unlinking a store that is not linked is fine. */
export async function unlinkStore(db: Db, storeId: number, storeCompanyId: number, userId: number): Promise<void> {
  if (!(await liveEmployeeOf(db, userId, storeCompanyId))) throw notFound('Employee not found');
  await db.delete(storeEmployees).where(and(eq(storeEmployees.storeId, storeId), eq(storeEmployees.userId, userId)));
}

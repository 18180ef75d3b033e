import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** "Corner Market" -> "CM", "QuickStop" -> "QS", "Acme" -> "AC". */
export function companyInitials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean);
  const initials = words.length >= 2 ? `${words[0][0]}${words[1][0]}` : (words[0] ?? '').slice(0, 2);
  return initials.toUpperCase().padEnd(2, 'X');
}

/**
 * The next "<initials>-<4 digits>" of the company. Call inside a transaction that has locked the
 * company row, so two concurrent hires cannot take the same number.
 */
export async function nextEmployeeId(db: Db, companyId: number, companyName: string): Promise<string> {
  const prefix = companyInitials(companyName);
  const [{ highest }] = await db
    .select({ highest: sql<number | null>`max(substring(${users.employeeId} from '-([0-9]+)$')::int)` })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`${users.employeeId} ~ ${`^${prefix}-[0-9]+$`}`));
  return `${prefix}-${String(Number(highest ?? 0) + 1).padStart(4, '0')}`;
}

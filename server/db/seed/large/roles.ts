// The default roles created by seedReference(), looked up by name.
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_NAMES, type DefaultRoleName } from '../../../../src/domain/permissions.ts';
import type { Db } from '../../client.ts';
import { roles } from '../../schema/index.ts';

export async function defaultRoleIds(db: Db): Promise<Record<DefaultRoleName, number>> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(isNull(roles.companyId), inArray(sql`lower(${roles.name})`, [...DEFAULT_ROLE_NAMES])));
  const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  const ids = DEFAULT_ROLE_NAMES.map((name): [DefaultRoleName, number] => {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`Default role ${name} is missing: run seedReference first`);
    return [name, id];
  });
  return Object.fromEntries(ids) as Record<DefaultRoleName, number>;
}

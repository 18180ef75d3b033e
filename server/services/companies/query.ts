import { and, asc, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Company, CompanyListQuery } from '../../../src/contract/companies.ts';
import type { Db } from '../../db/client.ts';
import { perShape } from '../../db/prepared.ts';
import { likePattern } from '../catalogue/sql.ts';
import { companies, companyAddresses, stores, users } from '../../db/schema/index.ts';

const pointOfContact = alias(users, 'point_of_contact');

const storeCount = sql<number>`(select count(*)::int from ${stores} where ${stores.companyId} = ${companies.id} and ${stores.deletedAt} is null)`;

const companyColumns = {
  company: companies,
  address: companyAddresses,
  pocId: pointOfContact.id,
  pocFirstName: pointOfContact.firstName,
  pocLastName: pointOfContact.lastName,
  stores: storeCount,
};

type CompanyRow = {
  company: typeof companies.$inferSelect;
  address: typeof companyAddresses.$inferSelect | null;
  pocId: number | null;
  pocFirstName: string | null;
  pocLastName: string | null;
  stores: number;
};

function toCompany(row: CompanyRow): Company {
  const { company, address } = row;
  return {
    id: company.id,
    name: company.name,
    logo: company.logo,
    favicon: company.favicon,
    email: company.email,
    phone_number: company.phoneNumber,
    website: company.website,
    status: company.status,
    company_type: company.companyType,
    point_of_contact: row.pocId ? { id: row.pocId, name: `${row.pocFirstName} ${row.pocLastName}` } : null,
    stores: Number(row.stores),
    address: address
      ? {
          line_1: address.line1,
          line_2: address.line2,
          city: address.city,
          state: address.state,
          zip: address.zip,
          address_type: address.addressType,
        }
      : null,
    primary_accent_color: company.primaryAccentColor,
    support_color: company.supportColor,
    accent_paired_text_color: company.accentPairedTextColor,
    offboarded_at: company.offboardedAt?.toISOString() ?? null,
    created_at: company.createdAt.toISOString(),
    updated_at: company.updatedAt.toISOString(),
  };
}

/** Every live company, and every live store of a live company, whatever the filters. */
const totals = {
  totalCompaniesCount: sql<number>`(select count(*)::int from ${companies} where ${companies.deletedAt} is null)`,
  // Live stores, less those of deleted companies (there should be none): two index-only counts, no join of every store.
  totalStoresCount: sql<number>`((select count(*)::int from ${stores} where ${stores.deletedAt} is null)
    - (select count(*)::int from ${stores} s join ${companies} c on c.id = s.company_id where s.deleted_at is null and c.deleted_at is not null))`,
};

function baseQuery(db: Db) {
  return db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companyAddresses, eq(companyAddresses.companyId, companies.id))
    .leftJoin(pointOfContact, eq(pointOfContact.id, companies.pointOfContactId));
}

export async function findCompany(db: Db, id: number): Promise<Company | null> {
  const [row] = await baseQuery(db).where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row ? toCompany(row) : null;
}

interface CompanyListShape {
  id: boolean;
  status: boolean;
  search: boolean;
  order: 'name' | 'created_at' | 'status';
  desc: boolean;
}

/** The conditions of the company list, from values or from placeholders (when preparing). */
function companyConditions(shape: CompanyListShape, value: { id: number | SQLWrapper; status: string | SQLWrapper; pattern: string | SQLWrapper }) {
  return and(
    isNull(companies.deletedAt),
    shape.id ? eq(companies.id, value.id) : undefined,
    shape.status ? sql`${companies.status} = ${value.status}` : undefined,
    shape.search ? sql`${companies.name} ilike ${value.pattern}` : undefined,
  );
}

/** The page, how many match and the two totals in one statement, prepared per shape of request. */
const companyPage = perShape(
  (shape: CompanyListShape) =>
    `company_page_${shape.id ? 'one' : 'any'}_${shape.status ? 'status' : 'all'}_${shape.search ? 'search' : 'all'}_${shape.order}_${shape.desc ? 'desc' : 'asc'}`,
  (db, shape, name) => {
    const column = { name: companies.name, created_at: companies.createdAt, status: companies.status }[shape.order];
    return db
      .select({ ...companyColumns, count: sql<number>`(count(*) over ())::int`, ...totals })
      .from(companies)
      .leftJoin(companyAddresses, eq(companyAddresses.companyId, companies.id))
      .leftJoin(pointOfContact, eq(pointOfContact.id, companies.pointOfContactId))
      .where(companyConditions(shape, { id: sql.placeholder('id'), status: sql.placeholder('status'), pattern: sql.placeholder('pattern') }))
      .orderBy(shape.desc ? desc(column) : asc(column), asc(companies.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  },
);

export async function listCompanies(db: Db, query: CompanyListQuery, scopeCompanyId: number | undefined) {
  const id = scopeCompanyId ?? query.id;
  const term = query.search_string?.trim();
  const shape: CompanyListShape = {
    id: id !== undefined,
    status: Boolean(query.status),
    search: Boolean(term),
    order: query.order_column ?? 'name',
    desc: query.sort_direction === 'DESC',
  };
  const params = { id: id ?? 0, status: query.status ?? '', pattern: term ? likePattern(term) : '' };
  const rows = await companyPage(db, shape).execute({ ...params, limit: query.limit ?? 20, offset: query.offset ?? 0 });
  // A page past the end asks for the numbers alone.
  const counts =
    rows[0] ?? (await db.select({ count: sql<number>`count(*)::int`, ...totals }).from(companies).where(companyConditions(shape, params)))[0];
  return {
    companies: rows.map(toCompany),
    count: Number(counts.count),
    totalCompaniesCount: Number(counts.totalCompaniesCount),
    totalStoresCount: Number(counts.totalStoresCount),
  };
}

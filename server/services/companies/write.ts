import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CompanyAddress, CompanyCreateBody, CompanyUpdateBody } from '../../../src/contract/companies.ts';
import type { Db } from '../../db/client.ts';
import { companies, companyAddresses, companyTags, stores, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';

type CompanyFields = CompanyCreateBody | CompanyUpdateBody;

const trimmed = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

function columnsOf(body: CompanyFields) {
  return {
    name: body.name?.trim(),
    status: body.status,
    email: trimmed(body.email),
    phoneNumber: body.phone_number,
    website: trimmed(body.website),
    companyType: trimmed(body.company_type),
    pointOfContactId: body.point_of_contact_id,
    logo: body.logo,
    favicon: body.favicon,
    primaryAccentColor: body.primary_accent_color,
    supportColor: body.support_color,
    accentPairedTextColor: body.accent_paired_text_color,
  };
}

function addressColumns(address: CompanyAddress) {
  return {
    line1: address.line_1.trim(),
    line2: trimmed(address.line_2) ?? null,
    city: address.city.trim(),
    state: address.state.trim(),
    zip: address.zip.trim(),
    addressType: address.address_type ?? 'Main',
  };
}

/** The point of contact is an internal account manager or one of the company's own employees. */
async function assertPointOfContact(db: Db, companyId: number | null, userId: number | null | undefined) {
  if (userId == null) return;
  const [user] = await db
    .select({ companyId: users.companyId, userType: users.userType })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  const allowed = user && (user.userType === 'INTERNAL' || (companyId !== null && user.companyId === companyId));
  if (!allowed) throw badRequest('point_of_contact_id must be an internal user or an employee of this company');
}

const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

export async function createCompany(db: Db, body: CompanyCreateBody): Promise<number> {
  await assertPointOfContact(db, null, body.point_of_contact_id);
  return db.transaction(async (tx) => {
    const { name, ...rest } = columnsOf(body);
    const [created] = await tx
      .insert(companies)
      .values({ ...defined(rest), name: name! })
      .returning({ id: companies.id });
    if (body.address) await tx.insert(companyAddresses).values({ companyId: created.id, ...addressColumns(body.address) });
    return created.id;
  });
}

export async function updateCompany(db: Db, id: number, body: CompanyUpdateBody): Promise<void> {
  await assertPointOfContact(db, id, body.point_of_contact_id);
  await db.transaction(async (tx) => {
    const values = defined(columnsOf(body));
    const updated = Object.keys(values).length
      ? await tx.update(companies).set(values).where(and(eq(companies.id, id), isNull(companies.deletedAt))).returning({ id: companies.id })
      : await tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, id), isNull(companies.deletedAt)));
    if (updated.length === 0) throw notFound('Company not found');
    if (body.address === null) await tx.delete(companyAddresses).where(eq(companyAddresses.companyId, id));
    if (body.address) {
      const address = addressColumns(body.address);
      await tx
        .insert(companyAddresses)
        .values({ companyId: id, ...address })
        .onConflictDoUpdate({ target: companyAddresses.companyId, set: address });
    }
  });
}

/** Soft delete: the company, its stores and its people disappear from every list and cannot sign in. */
export async function deleteCompany(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const deleted = await tx
      .update(companies)
      .set({ deletedAt: now })
      .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
      .returning({ id: companies.id });
    if (deleted.length === 0) throw notFound('Company not found');
    await tx.update(stores).set({ deletedAt: now }).where(and(eq(stores.companyId, id), isNull(stores.deletedAt)));
    await tx.update(users).set({ deletedAt: now }).where(and(eq(users.companyId, id), isNull(users.deletedAt)));
  });
}

/** Off-boarding: status Off Boarding and every store of the company marked off-boarded now. */
export async function offboardCompany(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(companies)
      .set({ status: 'Off Boarding', offboardedAt: now })
      .where(and(eq(companies.id, id), isNull(companies.deletedAt)))
      .returning({ id: companies.id });
    if (updated.length === 0) throw notFound('Company not found');
    await tx
      .update(stores)
      .set({ offboardedAt: now })
      .where(and(eq(stores.companyId, id), isNull(stores.deletedAt), isNull(stores.offboardedAt)));
  });
}

export async function listCompanyTags(db: Db, companyId: number) {
  return db
    .select({ id: companyTags.id, tag_name: companyTags.tagName })
    .from(companyTags)
    .where(eq(companyTags.companyId, companyId))
    .orderBy(companyTags.tagName);
}

/** Adds tags by name (trimmed, case-insensitively unique) and answers the tags named, new or existing. */
export async function addCompanyTags(db: Db, companyId: number, names: string[]) {
  const byKey = new Map<string, string>();
  for (const name of names.map((value) => value.trim())) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  const unique = [...byKey.values()];
  if (unique.length === 0) throw badRequest('tag_names must hold at least one non-empty name');
  await db
    .insert(companyTags)
    .values(unique.map((tagName) => ({ companyId, tagName })))
    .onConflictDoNothing();
  return db
    .select({ id: companyTags.id, tag_name: companyTags.tagName })
    .from(companyTags)
    .where(
      and(
        eq(companyTags.companyId, companyId),
        inArray(sql`lower(${companyTags.tagName})`, unique.map((name) => name.toLowerCase())),
      ),
    )
    .orderBy(companyTags.tagName);
}

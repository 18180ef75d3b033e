import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Banner, BannerCreateBody, BannerUpdateBody } from '../../../src/contract/campaigns.ts';
import { bannerEndsBeforeStart, type BannerStatus } from '../../../src/domain/banners.ts';
import type { Db } from '../../db/client.ts';
import { campaigns, globalItems } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/access.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { assertCompanyAccess } from '../../http/tenancy.ts';
import { toBanners, type BannerRow } from './query.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BannerFields = BannerUpdateBody;

const date = (value: string | null | undefined) => (value == null ? value : new Date(value));
const blankToNull = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

/** The columns a body sets; fields it leaves out stay as they are. */
function columnsOf(body: BannerFields) {
  return {
    name: body.name?.trim(),
    description: blankToNull(body.description),
    image: body.image,
    status: body.status,
    startDate: date(body.start_date),
    endDate: date(body.end_date),
    segments: body.segments,
    displayLocations: body.display_locations,
    featuredProducts: body.featured_products,
  };
}

/** Featured products must be live global items of the banner's own company. */
async function assertFeaturedProducts(tx: Tx, companyId: number, ids: readonly number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = await tx
    .select({ id: globalItems.id })
    .from(globalItems)
    .where(and(inArray(globalItems.id, [...ids]), eq(globalItems.companyId, companyId), isNull(globalItems.deletedAt)));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw badRequest(`featured_products must be global items of this company (not ${unknown.join(', ')})`);
}

function assertDates(start: Date | null, end: Date | null): void {
  if (bannerEndsBeforeStart(start, end)) throw badRequest('end_date must be after start_date');
}

/**
 * The banners `ids` of company `companyId` (locked for the rest of the transaction when `lock`). Every id
 * must be one of the company's: a merchant naming another company's banner is refused (403), an id that is
 * nowhere (or, for internal users, in another company) is not found (404). Nothing is changed either way.
 */
async function bannersOf(db: Db | Tx, auth: AuthContext, companyId: number, ids: readonly number[], lock: boolean): Promise<BannerRow[]> {
  const query = db.select().from(campaigns).where(inArray(campaigns.id, [...ids])).orderBy(campaigns.id);
  const rows = lock ? await query.for('update') : await query;
  for (const row of rows) if (row.companyId !== companyId) assertCompanyAccess(auth, row.companyId);
  const mine = new Set(rows.filter((row) => row.companyId === companyId).map((row) => row.id));
  const missing = ids.filter((id) => !mine.has(id));
  if (missing.length) throw notFound(missing.length === 1 && ids.length === 1 ? 'Banner not found' : `Banners not found: ${missing.join(', ')}`);
  return rows;
}

/** One banner of the company, as the list shows it. */
export async function findBanner(db: Db, auth: AuthContext, companyId: number, id: number, now: Date): Promise<Banner> {
  const [row] = await bannersOf(db, auth, companyId, [id], false);
  const [banner] = await toBanners(db, [row], now);
  return banner;
}

export async function createBanner(db: Db, companyId: number, body: BannerCreateBody, now: Date): Promise<Banner> {
  return db.transaction(async (tx) => {
    const columns = columnsOf(body);
    assertDates(columns.startDate ?? null, columns.endDate ?? null);
    await assertFeaturedProducts(tx, companyId, body.featured_products);
    const [row] = await tx
      .insert(campaigns)
      .values({ ...columns, name: body.name.trim(), companyId })
      .returning();
    const [banner] = await toBanners(tx, [row], now);
    return banner;
  });
}

export async function updateBanner(db: Db, auth: AuthContext, companyId: number, id: number, body: BannerUpdateBody, now: Date): Promise<Banner> {
  return db.transaction(async (tx) => {
    const [current] = await bannersOf(tx, auth, companyId, [id], true);
    const columns = columnsOf(body);
    assertDates(columns.startDate === undefined ? current.startDate : columns.startDate, columns.endDate === undefined ? current.endDate : columns.endDate);
    await assertFeaturedProducts(tx, companyId, body.featured_products);
    // An edit that names no field changes nothing (an UPDATE with nothing to set is an error).
    const changed = Object.values(columns).some((value) => value !== undefined);
    const [row] = changed ? await tx.update(campaigns).set(columns).where(eq(campaigns.id, id)).returning() : [current];
    const [banner] = await toBanners(tx, [row], now);
    return banner;
  });
}

export async function deleteBanners(db: Db, auth: AuthContext, companyId: number, ids: readonly number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    await bannersOf(tx, auth, companyId, ids, true);
    await tx.delete(campaigns).where(inArray(campaigns.id, [...ids]));
    return [...ids];
  });
}

export async function setBannersStatus(db: Db, auth: AuthContext, companyId: number, ids: readonly number[], status: BannerStatus): Promise<number[]> {
  return db.transaction(async (tx) => {
    await bannersOf(tx, auth, companyId, ids, true);
    await tx.update(campaigns).set({ status, updatedAt: sql`now()` }).where(inArray(campaigns.id, [...ids]));
    return [...ids];
  });
}

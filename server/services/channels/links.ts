// A store's links to the delivery partners (spec 001 §3 "Store partner"), read and written.
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { LinkSettings, StorePartner } from '../../../src/contract/channels.ts';
import { clampPercent, type Upcharges } from '../../../src/domain/fees.ts';
import type { ChannelLink } from '../../channels/adapter.ts';
import type { Db } from '../../db/client.ts';
import { menuSyncStatus, onboardingRequests, onboardingStatuses, partnerMenuSnapshots, partners, storePartners, type PartnerName } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';

export type LinkRow = typeof storePartners.$inferSelect & { partnerName: PartnerName };

const linkColumns = { ...getTableColumns(storePartners), partnerName: partners.name };

export function toStorePartner(row: LinkRow): StorePartner {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    partnerStoreId: row.partnerStoreId,
    storeId: row.storeId,
    orderEnabled: row.orderEnabled,
    menuEnabled: row.menuEnabled,
    posEnabled: row.posEnabled,
    upcharge: Number(row.upcharge),
    deliveryUpcharge: Number(row.deliveryUpcharge),
    pickupUpcharge: Number(row.pickupUpcharge),
    sellsAlcohol: row.sellsAlcohol,
    sellsTobacco: row.sellsTobacco,
    enableDelivery: row.enableDelivery,
    deliveryInstructions: row.deliveryInstructions,
    enablePickup: row.enablePickup,
    pickupInstructions: row.pickupInstructions,
    deliveryFee: Number(row.deliveryFee),
    pickupFee: Number(row.pickupFee),
    isDoordashRetail: row.isDoordashRetail,
    batchId: row.batchId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const channelLink = (row: Pick<LinkRow, 'storeId' | 'partnerStoreId' | 'isActive'>): ChannelLink => ({
  storeId: row.storeId,
  partnerStoreId: row.partnerStoreId,
  isActive: row.isActive,
});

/** The link's upcharges with the store's, as pricing reads them. */
export const upchargesOf = (link: LinkRow, storeUpcharge: number): Upcharges => ({
  upcharge: Number(link.upcharge),
  deliveryUpcharge: Number(link.deliveryUpcharge),
  pickupUpcharge: Number(link.pickupUpcharge),
  storeUpcharge,
});

function selectLinks(db: Db) {
  return db.select(linkColumns).from(storePartners).innerJoin(partners, eq(partners.id, storePartners.partnerId));
}

export async function storeLinks(db: Db, storeId: number): Promise<LinkRow[]> {
  return selectLinks(db).where(eq(storePartners.storeId, storeId)).orderBy(storePartners.partnerId);
}

export async function findLink(db: Db, storeId: number, partnerId: number): Promise<LinkRow | null> {
  const [row] = await selectLinks(db).where(and(eq(storePartners.storeId, storeId), eq(storePartners.partnerId, partnerId)));
  return row ?? null;
}

export async function linkOr404(db: Db, storeId: number, partnerId: number): Promise<LinkRow> {
  const link = await findLink(db, storeId, partnerId);
  if (!link) throw notFound(`This store is not linked to partner ${partnerId}`);
  return link;
}

export async function partnerByName(db: Db, name: PartnerName): Promise<{ id: number; name: PartnerName }> {
  const [row] = await db.select({ id: partners.id, name: partners.name }).from(partners).where(eq(partners.name, name));
  if (!row) throw badRequest(`partnerName must be one of the partner directory's names (got "${name}")`);
  return row;
}

/** Columns from the wire settings: percentages clamped to 0-100 (spec §5), text trimmed, blanks null. */
function columnsOf(settings: LinkSettings): Partial<typeof storePartners.$inferInsert> {
  const text = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());
  const percent = (value: number | undefined) => (value === undefined ? undefined : clampPercent(value));
  const columns: Partial<typeof storePartners.$inferInsert> = {
    partnerStoreId: text(settings.partnerStoreId),
    orderEnabled: settings.orderEnabled,
    menuEnabled: settings.menuEnabled,
    posEnabled: settings.posEnabled,
    upcharge: percent(settings.upcharge),
    deliveryUpcharge: percent(settings.deliveryUpcharge),
    pickupUpcharge: percent(settings.pickupUpcharge),
    sellsAlcohol: settings.sellsAlcohol,
    sellsTobacco: settings.sellsTobacco,
    enableDelivery: settings.enableDelivery,
    deliveryInstructions: text(settings.deliveryInstructions),
    enablePickup: settings.enablePickup,
    pickupInstructions: text(settings.pickupInstructions),
    deliveryFee: settings.deliveryFee,
    pickupFee: settings.pickupFee,
    isDoordashRetail: settings.isDoordashRetail,
    batchId: text(settings.batchId),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Onboarding follows the links: a new link completes the partner's open request; an unlink deactivates it. */
async function followOnboarding(tx: Db, storeId: number, partner: PartnerName, status: 'completed' | 'deactivated') {
  if (status === 'completed') {
    await tx
      .update(onboardingRequests)
      .set({ status: 'completed' })
      .where(and(eq(onboardingRequests.storeId, storeId), eq(onboardingRequests.partnerName, partner), eq(onboardingRequests.status, 'requested')));
  }
  await tx
    .insert(onboardingStatuses)
    .values({ storeId, partnerName: partner, status })
    .onConflictDoUpdate({ target: [onboardingStatuses.storeId, onboardingStatuses.partnerName], set: { status, updatedAt: sql`now()` } });
}

export async function createLink(db: Db, storeId: number, partnerName: PartnerName, settings: LinkSettings): Promise<LinkRow> {
  const partner = await partnerByName(db, partnerName);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(storePartners)
      .values({ ...columnsOf(settings), storeId, partnerId: partner.id })
      .onConflictDoNothing({ target: [storePartners.storeId, storePartners.partnerId] })
      .returning({ id: storePartners.id });
    if (inserted.length === 0) throw conflict(`This store is already linked to ${partner.name}`);
    await followOnboarding(tx, storeId, partner.name, 'completed');
    return (await findLink(tx, storeId, partner.id))!;
  });
}

export async function updateLink(db: Db, storeId: number, target: { id?: number; partnerName?: PartnerName }, settings: LinkSettings): Promise<LinkRow> {
  if (target.id === undefined && target.partnerName === undefined) throw badRequest('partnerName is required (or the link\u2019s id)');
  const links = await storeLinks(db, storeId);
  const link = links.find((row) => (target.id !== undefined ? row.id === target.id : row.partnerName === target.partnerName));
  if (!link) throw notFound(target.partnerName ? `This store is not linked to ${target.partnerName}` : 'Store partner not found');
  if (target.id !== undefined && target.partnerName !== undefined && link.partnerName !== target.partnerName) {
    throw badRequest(`partnerName does not match link ${target.id} (${link.partnerName})`);
  }
  const columns = columnsOf(settings);
  if (Object.keys(columns).length) {
    await db.update(storePartners).set({ ...columns, updatedAt: sql`now()` }).where(eq(storePartners.id, link.id));
  }
  return (await findLink(db, storeId, link.partnerId))!;
}

const UNDER_WAY = ['initiated', 'in_progress'] as const;

/**
 * Removes a link. A push under way to that partner makes it a 409 unless `force`: the push's task is then
 * failed ("unlinked") and what the partner accepted is forgotten.
 */
export async function deleteLink(db: Db, storeId: number, partnerId: number, force: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: storePartners.id, partnerName: partners.name })
      .from(storePartners)
      .innerJoin(partners, eq(partners.id, storePartners.partnerId))
      .where(and(eq(storePartners.storeId, storeId), eq(storePartners.partnerId, partnerId)))
      .for('update');
    if (!link) throw notFound(`This store is not linked to partner ${partnerId}`);
    const active = and(eq(menuSyncStatus.storeId, storeId), eq(menuSyncStatus.partnerId, partnerId), inArray(menuSyncStatus.status, [...UNDER_WAY]));
    const underWay = await tx.select({ id: menuSyncStatus.id }).from(menuSyncStatus).where(active);
    if (underWay.length && !force) {
      throw conflict(`A menu push to ${link.partnerName} is under way. Unlink anyway with force=true; the push will be marked failed.`);
    }
    if (underWay.length) {
      await tx
        .update(menuSyncStatus)
        .set({ status: 'failed', message: `Unlinked from ${link.partnerName} while the push was under way`, finishedAt: sql`now()` })
        .where(active);
    }
    await tx.delete(partnerMenuSnapshots).where(and(eq(partnerMenuSnapshots.storeId, storeId), eq(partnerMenuSnapshots.partnerId, partnerId)));
    await tx.delete(storePartners).where(eq(storePartners.id, link.id));
    await followOnboarding(tx, storeId, link.partnerName, 'deactivated');
  });
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ChannelEntry, StoreHourRow, StoreStatusAnswer } from '../../../src/contract/stores.ts';
import type { ChannelAdapters } from '../../channels/adapter.ts';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { channelPauses, companies, PARTNER_NAMES, stores, storeStatuses, type PartnerName } from '../../db/schema/index.ts';
import { isOpenAt, nextOpening, sortHours } from '../../../src/domain/hours.ts';
import { DEFAULT_TIME_ZONE } from './hours.ts';

interface LinkRow {
  partner_id: number;
  partner: PartnerName;
  partner_store_id: string | null;
  is_active: boolean;
  pause_id: number | null;
  pause_started_at: Date | string | null;
  pause_ends_at: Date | string | null;
}

/**
 * The store and its status, the Main address's time zone, the hours and the channel links with their
 * running pause, in one statement (this screen's request used to wait on two rounds of queries).
 */
const statusColumns = {
  store_id: stores.id,
  closed_till: stores.closedTill,
  codename: storeStatuses.codename,
  status_id: storeStatuses.id,
  status_name: storeStatuses.name,
  logo: companies.logo,
  timezone: sql<string | null>`(select a.timezone from store_addresses a where a.store_id = ${stores.id} and a.address_type = 'Main')`,
  hours: sql<StoreHourRow[]>`coalesce((
    select json_agg(json_build_object('id', h.id, 'open_time', left(h.open_time::text, 5), 'close_time', left(h.close_time::text, 5),
                                      'dayOfWeek', h.day_of_week, 'isClosed', h.is_closed))
    from store_hours h where h.store_id = ${stores.id}), '[]'::json)`,
  links: sql<LinkRow[]>`coalesce((
    select json_agg(json_build_object('partner_id', sp.partner_id, 'partner', p.name, 'partner_store_id', sp.partner_store_id,
                                      'is_active', sp.is_active, 'pause_id', cp.id, 'pause_started_at', cp.started_at,
                                      'pause_ends_at', cp.ends_at) order by sp.partner_id)
    from store_partners sp
    join partners p on p.id = sp.partner_id
    left join lateral (
      select id, started_at, ends_at from channel_pauses
      where store_id = sp.store_id and partner_id = sp.partner_id and resumed_at is null
        and ends_at > ${sql.placeholder('now')}::timestamptz
      order by ends_at desc limit 1
    ) cp on true
    where sp.store_id = ${stores.id}), '[]'::json)`,
};

const statusRows = (db: Db) =>
  db.select(statusColumns).from(stores).innerJoin(companies, eq(companies.id, stores.companyId)).leftJoin(storeStatuses, eq(storeStatuses.id, stores.storeStatusId));

const statusQuery = perDatabase((db) => statusRows(db).where(eq(stores.id, sql.placeholder('storeId'))).prepare('store_status'));

type StatusRow = Awaited<ReturnType<ReturnType<typeof statusQuery>['execute']>>[number];

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The status response of spec 000 sections 3-4: closed from hours, closed-till and the operating status
 * an internal user set; each linked channel as its partner reports it, with our pauses applied.
 */
export async function storeStatus(db: Db, channels: ChannelAdapters, storeId: number, now: Date): Promise<StoreStatusAnswer> {
  const [store] = await statusQuery(db).execute({ storeId, now: now.toISOString() });
  return statusAnswer(channels, store, now);
}

/** A status answer from the store's row, asking each linked partner for its report. */
async function statusAnswer(channels: ChannelAdapters, store: StatusRow, now: Date): Promise<StoreStatusAnswer> {
  const storeId = store.store_id;
  const hours = sortHours(store.hours);
  const timeZone = store.timezone ?? DEFAULT_TIME_ZONE;
  const links = store.links;

  const closedTill = store.closed_till ? asDate(store.closed_till) : null;
  const closedByHand = store.codename === 'closed' || (closedTill !== null && closedTill > now);
  const isClosed = closedByHand || !isOpenAt(hours, now, timeZone);

  const entries = await Promise.all(
    links.map(async (link): Promise<[PartnerName, ChannelEntry]> => {
      const pause = link.pause_id
        ? { id: link.pause_id, started_at: asDate(link.pause_started_at!).toISOString(), end_time: asDate(link.pause_ends_at!).toISOString() }
        : null;
      const report = await channels[link.partner].storeState(
        { storeId, partnerStoreId: link.partner_store_id, isActive: link.is_active },
        pause ? { endsAt: new Date(pause.end_time) } : null,
        now,
      );
      return [
        link.partner,
        {
          id: link.partner_id,
          partner_store_id: link.partner_store_id,
          name: link.partner,
          description: report.description,
          is_open: !isClosed && report.success && report.status === 'ONLINE',
          status: report.status,
          success: report.success,
          end_time: pause?.end_time ?? null,
          current_pause: pause,
        },
      ];
    }),
  );

  const byPartner = Object.fromEntries(PARTNER_NAMES.map((partner) => [partner, [] as ChannelEntry[]])) as Record<PartnerName, ChannelEntry[]>;
  for (const [partner, entry] of entries) byPartner[partner].push(entry);
  const pauses = entries.map(([, entry]) => entry.current_pause).filter((pause) => pause !== null);
  const soonestPause = pauses.sort((a, b) => a.end_time.localeCompare(b.end_time))[0] ?? null;

  return {
    is_closed: isClosed,
    current_pause: soonestPause,
    // Closed by hand (set status or closed-till): the hours alone do not say when it opens.
    next_opening: isClosed && !closedByHand ? nextOpening(hours, now, timeZone) : null,
    store_status: store.status_id ? { id: store.status_id, codename: store.codename!, name: store.status_name! } : null,
    ...byPartner,
    company_logo: store.logo,
  };
}

/** Ends every running pause of the channel now. */
export async function endPauses(db: Db, storeId: number, partnerId: number, now: Date) {
  await db
    .update(channelPauses)
    .set({ resumedAt: now })
    .where(
      and(
        eq(channelPauses.storeId, storeId),
        eq(channelPauses.partnerId, partnerId),
        isNull(channelPauses.resumedAt),
        gt(channelPauses.endsAt, now),
      ),
    );
}

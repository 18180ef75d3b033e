// A real server process killed with SIGKILL while its background jobs push two stores' menus to sandbox
// partners (UberEats, which takes the menu within the call, and DoorDash, which takes it as a job of its
// own), then started again on the same embedded database: each push ends completed or failed (never left
// initiated or in progress), no job is left running, and each partner holds exactly one whole menu for its
// store: the one pushed (or, had the push failed, the one it held before), never two nor half of one.
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../src/contract/channels.ts';
import type { PartnerMenu } from '../../../server/channels/menu.ts';
import { selectRows } from '../../../server/db/rows.ts';
import { findLink } from '../../../server/services/channels/links.ts';
import { digestOf, type MenuDigest } from '../../../server/services/channels/menuDigest.ts';
import { buildPartnerMenu, payloadLink } from '../../../server/services/channels/menuPayload.ts';
import { ACCOUNTS } from '../helpers.ts';
import { crashServer, type CrashDb as Db } from './serverProcess.ts';

/** The sandbox partners' round trip: UberEats holds the push's call this long, DoorDash processes its job this long. */
const LATENCY_MS = 4_000;
const server = crashServer('push', { SANDBOX_LATENCY_MS: String(LATENCY_MS), SANDBOX_REJECTION_RATE: '0', SANDBOX_ORDERS_PER_HOUR: '0' });
const { spoolDir, start, stop, withDatabase } = server;

interface Target {
  storeId: number;
  partnerId: number;
  partner: string;
  partnerStoreId: string;
  /** the reference of the menu the partner held before the push */
  heldBefore: string;
}

/** Pushed in the same run: a partner that answers within the call, and one with menu jobs of its own. */
const targets: Record<'uberEats' | 'doorDash', Target> = {} as never;

const signIn = () => server.signIn(ACCOUNTS.cornerOwner);

async function push(token: string, target: Target): Promise<SyncStatus> {
  const answer = await fetch(server.url(`/api/stores/${target.storeId}/partner-menu-push/${target.partnerId}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, await answer.clone().text()).toBe(202);
  return (await answer.json()) as SyncStatus;
}

/** The task as the sync-status call shows it; null when the server does not answer (it is being killed). */
async function task(token: string, target: Target, syncId: number): Promise<SyncStatus | null> {
  return fetch(server.url(`/api/stores/${target.storeId}/menu/sync-status?syncStatusId=${syncId}`), {
    headers: { authorization: `Bearer ${token}` },
  }).then(async (answer) => (answer.ok ? ((await answer.json()) as { sync_status: SyncStatus[] }).sync_status[0] ?? null : null), () => null);
}

/** The item ids the partner's storefront page (menu-details' web_url) lists, and the count it states. */
async function storefront(token: string, target: Target): Promise<{ hasMenus: boolean; itemIds: string[]; stated: number | null }> {
  const details = await fetch(server.url(`/api/stores/${target.storeId}/store-partner/${target.partnerId}/menu-details`), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(details.status).toBe(200);
  const { has_menus: hasMenus, web_url: webUrl } = (await details.json()) as { has_menus: boolean; web_url: string };
  const page = await fetch(webUrl).then((answer) => answer.text());
  return {
    hasMenus,
    itemIds: [...page.matchAll(/data-item-id="([^"]+)"/g)].map((match) => match[1]),
    stated: Number(/(\d+) items\./.exec(page)?.[1] ?? Number.NaN),
  };
}

/** The item ids a menu shows: every menu's categories' items, as the storefront renders them. */
function shownItemIds(menu: PartnerMenu): string[] {
  const categories = new Map(menu.categories.map((category) => [category.id, category]));
  const items = new Set(menu.items.map((item) => item.id));
  return menu.menus.flatMap((entry) => entry.category_ids.flatMap((id) => categories.get(id)?.item_ids ?? []).filter((id) => items.has(id)));
}

const held = async (db: Db, target: Target) =>
  (
    await selectRows<{ menu: PartnerMenu | null; menu_reference: string | null }>(
      db,
      sql`select menu, menu_reference from sandbox_partner_stores where partner = ${target.partner} and partner_store_id = ${target.partnerStoreId}`,
    )
  )[0];

beforeAll(async () => {
  // Links of the demo owner's stores whose partner already holds a menu from an earlier push, with menus to
  // push and no push under way: one UberEats, one DoorDash, on two different stores.
  const candidates = await server.prepare((db) => selectRows<{ store_id: number; partner_id: number; partner: string; partner_store_id: string; menu_reference: string }>(
    db,
    sql`select sp.store_id, sp.partner_id, p.name as partner, sp.partner_store_id, x.menu_reference
        from store_partners sp
        join partners p on p.id = sp.partner_id
        join stores s on s.id = sp.store_id and s.deleted_at is null
        join store_employees se on se.store_id = s.id
        join users u on u.id = se.user_id and u.email = ${ACCOUNTS.cornerOwner}
        join sandbox_partner_stores x on x.partner = p.name and x.partner_store_id = sp.partner_store_id and x.menu is not null
        where sp.menu_enabled and p.name in ('UberEats', 'DoorDash')
          and exists (select 1 from menus m where m.store_id = sp.store_id)
          and not exists (select 1 from menu_sync_status m where m.store_id = sp.store_id and m.status in ('initiated', 'in_progress'))
        order by sp.store_id, sp.partner_id`,
  ));
  const uberEats = candidates.find((row) => row.partner === 'UberEats');
  const doorDash = candidates.find((row) => row.partner === 'DoorDash' && row.store_id !== uberEats?.store_id);
  if (!uberEats || !doorDash) throw new Error('the demo data has no UberEats and DoorDash links to push');
  for (const [key, row] of [['uberEats', uberEats], ['doorDash', doorDash]] as const) {
    targets[key] = {
      storeId: Number(row.store_id),
      partnerId: Number(row.partner_id),
      partner: row.partner,
      partnerStoreId: row.partner_store_id,
      heldBefore: row.menu_reference,
    };
  }
}, 120_000);

afterAll(() => server.dispose());

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a server killed during menu pushes', () => {
  it('ends every push completed or failed after a restart, leaves no job running, and each partner holds one whole menu', async () => {
    const both = [targets.uberEats, targets.doorDash];
    await start();
    let token = await signIn();
    const syncIds = [(await push(token, targets.uberEats)).id, (await push(token, targets.doorDash)).id];

    // Killed mid-flight: both tasks in progress, the UberEats job inside its partner call (its menu built and
    // being sent: "Pushing N items", which the sandbox holds for LATENCY_MS before answering).
    for (let waited = 0; ; waited += 100) {
      if (waited > 30_000) throw new Error('the pushes never got under way');
      const [uberEats, doorDash] = await Promise.all(both.map((target, k) => task(token, target, syncIds[k])));
      if (uberEats?.status === 'in_progress' && uberEats.message?.startsWith('Pushing') && doorDash?.status === 'in_progress') break;
      await new Promise((done) => setTimeout(done, 100));
    }
    await stop('SIGKILL');

    const restartedAt = Date.now();
    await start();
    token = await signIn();
    // The previous run's jobs are taken up at once (exclusive embedded database) and finish.
    const ended: SyncStatus[] = [];
    for (const [k, target] of both.entries()) {
      for (;;) {
        const now = await task(token, target, syncIds[k]);
        if (now && (now.status === 'completed' || now.status === 'failed')) {
          ended.push(now);
          break;
        }
        if (Date.now() - restartedAt > 30_000) throw new Error(`push ${syncIds[k]} to ${target.partner} is still ${now?.status} 30 s after the restart`);
        await new Promise((done) => setTimeout(done, 200));
      }
    }
    const pages = await Promise.all(both.map((target) => storefront(token, target)));
    await stop('SIGTERM');

    await withDatabase(async (db) => {
      expect(await selectRows(db, sql`select id, queue, status from jobs where status = 'running'`)).toEqual([]);
      for (const [k, target] of both.entries()) {
        const syncId = syncIds[k];
        const outcome = ended[k];
        const [job] = await selectRows<{ status: string; attempts: number }>(
          db,
          sql`select j.status, j.attempts from jobs j join menu_sync_status m on m.job_id = j.id where m.id = ${syncId}`,
        );
        expect(job.status, `job of push ${syncId} to ${target.partner}`).toBe(outcome.status);
        const partnerHolds = await held(db, target);
        const menu = partnerHolds.menu!;
        // A whole menu, once: no item, menu or category twice, every item the menus show is there.
        expect(menu, `${target.partner} holds a menu`).not.toBeNull();
        for (const ids of [menu.items.map((item) => item.id), menu.menus.map((entry) => entry.id), menu.categories.map((category) => category.id)]) {
          expect(new Set(ids).size).toBe(ids.length);
        }
        const shown = shownItemIds(menu);
        expect(new Set(shown).size, `${target.partner}'s storefront shows each item once`).toBe(shown.length);
        expect(pages[k].hasMenus).toBe(true);
        expect(pages[k].itemIds).toEqual(shown);
        expect(pages[k].stated).toBe(menu.items.length);

        const [snapshot] = await selectRows<{ accepted_digest: MenuDigest | null; accepted_sync_id: number | null; pending_sync_id: number | null }>(
          db,
          sql`select accepted_digest, accepted_sync_id, pending_sync_id from partner_menu_snapshots where store_id = ${target.storeId} and partner_id = ${target.partnerId}`,
        );
        expect(snapshot.pending_sync_id, 'nothing left pending').toBeNull();
        if (outcome.status === 'completed') {
          // The pushed menu, whole: what the store's menus build to now, and what we record as accepted.
          expect(partnerHolds.menu_reference).toBe(`lsm-sync-${syncId}`);
          const link = (await findLink(db, target.storeId, target.partnerId))!;
          const built = await buildPartnerMenu(db, target.storeId, await payloadLink(db, link));
          expect(digestOf(menu)).toEqual(digestOf(built.menu));
          expect(outcome.item_count).toBe(menu.items.length);
          expect(snapshot.accepted_sync_id).toBe(syncId);
          expect(snapshot.accepted_digest).toEqual(digestOf(menu));
        } else {
          // Nothing of the failed push: the partner still holds the menu it had.
          expect(partnerHolds.menu_reference).toBe(target.heldBefore);
          expect(snapshot.accepted_sync_id).not.toBe(syncId);
        }
      }
      // The UberEats job was running when the server died: the restart took it up for a second attempt.
      const [uberEatsJob] = await selectRows<{ attempts: number }>(
        db,
        sql`select j.attempts from jobs j join menu_sync_status m on m.job_id = j.id where m.id = ${syncIds[0]}`,
      );
      expect(uberEatsJob.attempts).toBeGreaterThanOrEqual(2);
      // DoorDash took the push as one menu job, however often it was sent again.
      const doorDashJobs = await selectRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from sandbox_menu_jobs where partner = ${targets.doorDash.partner} and reference = ${`lsm-sync-${syncIds[1]}`}`,
      );
      if (ended[1].status === 'completed') expect(doorDashJobs[0].count).toBe(1);
      else expect(doorDashJobs[0].count).toBeLessThanOrEqual(1);
    });
    // Nothing of ours left in the server's temporary directory (tsx keeps its own cache there).
    expect(readdirSync(spoolDir).filter((name) => name.startsWith('lsm-'))).toEqual([]);
  }, 120_000);
});

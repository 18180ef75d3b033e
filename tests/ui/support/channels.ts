import { http, HttpResponse } from 'msw';
import type { Dsp, MenuDiff, StorePartner, SyncStatus } from '../../../src/contract/channels.ts';
import { api } from './mswServer.ts';

const T = '2026-07-14T15:00:00.000Z';
export const PARTNER_IDS = { DoorDash: 1, UberEats: 2, GrubHub: 3, LulaDirect: 4 } as const;
export type PartnerNameKey = keyof typeof PARTNER_IDS;

export const directory: Dsp[] = (Object.keys(PARTNER_IDS) as PartnerNameKey[]).map((name) => ({
  id: PARTNER_IDS[name],
  name,
  created_at: T,
  updated_at: T,
  deleted_at: null,
}));

export function linkFixture(storeId: number, partnerName: PartnerNameKey, over: Partial<StorePartner> = {}): StorePartner {
  return {
    id: 100 + PARTNER_IDS[partnerName],
    partnerId: PARTNER_IDS[partnerName],
    partnerName,
    partnerStoreId: `${partnerName.toUpperCase()}-${storeId}`,
    storeId,
    orderEnabled: true,
    menuEnabled: true,
    posEnabled: false,
    upcharge: 0,
    deliveryUpcharge: 0,
    pickupUpcharge: 0,
    sellsAlcohol: false,
    sellsTobacco: false,
    enableDelivery: true,
    deliveryInstructions: null,
    enablePickup: false,
    pickupInstructions: null,
    deliveryFee: 0,
    pickupFee: 0,
    isDoordashRetail: false,
    batchId: null,
    createdAt: T,
    updatedAt: T,
    ...over,
  };
}

export function syncTaskFixture(storeId: number, id: number, partnerName: PartnerNameKey, over: Partial<SyncStatus> = {}): SyncStatus {
  return {
    id,
    store_id: storeId,
    partner_id: PARTNER_IDS[partnerName],
    partner_name: partnerName,
    menu_id: null,
    menu_name: null,
    status: 'completed',
    message: null,
    item_errors: [],
    item_count: 12,
    requested_by: 1,
    created_at: T,
    updated_at: T,
    started_at: T,
    finished_at: T,
    ...over,
  };
}

export function diffFixture(partnerName: PartnerNameKey): MenuDiff {
  return {
    partner_id: PARTNER_IDS[partnerName],
    partner_name: partnerName,
    last_accepted_at: null,
    counts: { items_added: 2, items_removed: 0, price_changes: 1, name_changes: 0, hours_changes: 0, menus_added: 1, menus_removed: 0 },
    items_added: [
      { id: '11', name: 'Cold Brew', price_cents: 450 },
      { id: '12', name: 'Bagel', price_cents: 275 },
    ],
    items_removed: [],
    price_changes: [{ id: '13', name: 'Latte', from_cents: 400, to_cents: 440 }],
    name_changes: [],
    hours_changes: [],
    menus_added: ['All day'],
    menus_removed: [],
  };
}

export interface ChannelsRecorded {
  requests: { method: string; path: string; query: string; body: unknown }[];
}

/** The channel calls of one store, answering like the server; writes are recorded and change later reads. */
export function channelHandlers(storeId: number, initialLinks: StorePartner[], initialTasks: SyncStatus[] = []) {
  const recorded: ChannelsRecorded = { requests: [] };
  let links = [...initialLinks];
  let tasks = [...initialTasks];
  const record = async (request: Request, path: string) => {
    const text = await request.text();
    recorded.requests.push({ method: request.method, path, query: new URL(request.url).search, body: text ? (JSON.parse(text) as unknown) : undefined });
  };
  const handlers = [
    http.get(api('/stores/dsps'), () => HttpResponse.json(directory)),
    http.get(api(`/stores/${storeId}/store-partner`), () => HttpResponse.json(links)),
    http.post(api(`/stores/${storeId}/store-partner`), async ({ request }) => {
      await record(request.clone(), 'store-partner');
      const body = (await request.json()) as Partial<StorePartner> & { partnerName: PartnerNameKey };
      const link = linkFixture(storeId, body.partnerName, body);
      links = [...links, link];
      return HttpResponse.json(link, { status: 201 });
    }),
    http.patch(api(`/stores/${storeId}/store-partner`), async ({ request }) => {
      await record(request.clone(), 'store-partner');
      const body = (await request.json()) as Partial<StorePartner> & { id: number };
      links = links.map((link) => (link.id === body.id ? { ...link, ...body } : link));
      return HttpResponse.json(links.find((link) => link.id === body.id));
    }),
    http.delete(api(`/stores/${storeId}/store-partner/:partnerId`), async ({ request, params }) => {
      await record(request, `store-partner/${String(params.partnerId)}`);
      const underWay = tasks.some((task) => task.partner_id === Number(params.partnerId) && (task.status === 'initiated' || task.status === 'in_progress'));
      if (underWay && !new URL(request.url).searchParams.has('force')) {
        return HttpResponse.json({ message: 'A menu push to DoorDash is under way. Unlink anyway with force=true; the push will be marked failed.' }, { status: 409 });
      }
      links = links.filter((link) => link.partnerId !== Number(params.partnerId));
      return HttpResponse.json({ message: 'Store partner unlinked' });
    }),
    http.get(api(`/stores/${storeId}/store-partner/:partnerId/menu-details`), ({ params }) =>
      HttpResponse.json({ has_menus: Number(params.partnerId) === PARTNER_IDS.DoorDash, web_url: `http://127.0.0.1/sandbox/doordash/stores/${storeId}` }),
    ),
    http.get(api(`/stores/${storeId}/store-partner/:partnerId/menu-diff`), ({ params }) => {
      const name = directory.find((partner) => partner.id === Number(params.partnerId))?.name as PartnerNameKey;
      return HttpResponse.json(diffFixture(name));
    }),
    http.post(api(`/stores/${storeId}/partner-menu-push/:partnerId`), async ({ request, params }) => {
      await record(request, `partner-menu-push/${String(params.partnerId)}`);
      const name = directory.find((partner) => partner.id === Number(params.partnerId))?.name as PartnerNameKey;
      const task = syncTaskFixture(storeId, 900 + tasks.length, name, { status: 'initiated', started_at: null, finished_at: null });
      tasks = [task, ...tasks];
      return HttpResponse.json(task, { status: 202 });
    }),
    http.get(api(`/stores/${storeId}/menu/sync-status`), ({ request }) => {
      const one = new URL(request.url).searchParams.get('syncStatusId');
      const chosen = one ? tasks.filter((task) => task.id === Number(one)) : tasks;
      return HttpResponse.json({ count: chosen.length, sync_status: chosen });
    }),
    http.delete(api(`/stores/${storeId}/menu/sync-status/:syncId`), async ({ request, params }) => {
      await record(request, `sync-status/${String(params.syncId)}`);
      tasks = tasks.filter((task) => task.id !== Number(params.syncId));
      return HttpResponse.json({ message: 'Menu sync task removed' });
    }),
    http.delete(api(`/stores/${storeId}/menu/sync-status`), async ({ request }) => {
      await record(request, 'sync-status');
      const deleted = tasks.length;
      tasks = [];
      return HttpResponse.json({ deleted });
    }),
    http.get(api(`/stores/${storeId}/store-partners/unsync-count/`), () =>
      HttpResponse.json({
        unsync_count: 3,
        partners: links.map((link) => ({ partner: link.partnerName, partner_id: link.partnerId, unsync_count: 3, count_exact: true, never_pushed: false })),
      }),
    ),
    http.get(api(`/stores/${storeId}/pos-integration-status/:partner`), ({ params }) =>
      HttpResponse.json({ partner: params.partner, pos_enabled: false, connected: false, status: 'POS integration off', last_checked_at: T }),
    ),
    http.post(api(`/dsp-integration/v1/stores/${storeId}/partners/ubereats-pos`), async ({ request }) => {
      await record(request.clone(), 'ubereats-pos');
      const { enabled } = (await request.json()) as { enabled: boolean };
      return HttpResponse.json({ partner: 'UberEats', pos_enabled: enabled, connected: enabled, status: enabled ? 'Connected' : 'POS integration off', last_checked_at: T });
    }),
  ];
  /** Moves a task on, as the worker would. */
  const finishTask = (id: number, over: Partial<SyncStatus>) => {
    tasks = tasks.map((task) => (task.id === id ? { ...task, ...over } : task));
  };
  const taskIds = () => tasks.map((task) => task.id);
  return { handlers, recorded, finishTask, taskIds };
}

// Every store's delivery partner links, a few pauses (current, partial, beyond a week, past) and fee rules.
import { channelPauses, storeFees, storePartners } from '../../../schema/index.ts';
import { ago, ahead, type DemoStep } from '../context.ts';
import { demoPeople, demoStores, ownerOf, storePartnerIds } from '../lookup.ts';
import { DAY, HOUR } from '../util.ts';

export const DOORDASH = 1;
export const UBEREATS = 2;
export const GRUBHUB = 3;
const PARTNER_PREFIX: Record<number, string> = { 1: 'DD', 2: 'UE', 3: 'GH', 4: 'LD' };

/** Store #1 is on all four channels; the others on two to four, rotating. */
function partnersOfStore(index: number): number[] {
  const count = index === 0 ? 4 : 2 + (index % 3);
  return Array.from({ length: count }, (_, k) => ((index + k) % 4) + 1).sort((a, b) => a - b);
}

export const channels: DemoStep = {
  name: 'channels',
  async run(ctx) {
    const { tx } = ctx;
    const refs = await demoStores(tx);
    await tx.insert(storePartners).values(
      refs.flatMap((store) =>
        partnersOfStore(store.index).map((partnerId) => {
          const retired = store.def.company === 'harbor' && (store.def.statusId ?? 1) === 4;
          return {
            storeId: store.id,
            partnerId,
            partnerStoreId: `${PARTNER_PREFIX[partnerId]}-${100_000 + store.index * 1_009 + partnerId * 97}`,
            orderEnabled: !retired,
            menuEnabled: !retired,
            posEnabled: partnerId === UBEREATS && store.index % 2 === 0,
            upcharge: partnerId === GRUBHUB ? 5 : 0,
            deliveryUpcharge: partnerId === DOORDASH ? 3 : 0,
            pickupUpcharge: 0,
            sellsAlcohol: store.def.sellsAlcohol ?? false,
            sellsTobacco: store.def.company === 'quick',
            enableDelivery: true,
            deliveryInstructions: store.def.line2 ? `Pick up at ${store.def.line2}, ask at the register.` : 'Pick up at the front register.',
            enablePickup: store.index % 3 === 0,
            pickupInstructions: store.index % 3 === 0 ? 'Orders wait on the shelf by the entrance.' : null,
            deliveryFee: partnerId === 4 ? 1.99 : 2.99,
            pickupFee: 0,
            isDoordashRetail: partnerId === DOORDASH && store.def.company === 'corner',
            isActive: !retired,
          };
        }),
      ),
    );

    const partnerIds = await storePartnerIds(tx);
    const people = await demoPeople(tx);
    const byName = (name: string) => {
      const store = refs.find((candidate) => candidate.def.name === name);
      if (!store) throw new Error(`unknown store ${name}`);
      return store;
    };
    const logan = byName('Corner Market Logan Airport');
    const mission = byName('Corner Market Mission');
    const evanston = byName('QuickStop Evanston');
    const chelsea = refs[0];
    const cornerOwner = ownerOf(people, 'corner').id;
    await tx.insert(channelPauses).values([
      // Paused for a few hours on every channel: status screens show "all paused".
      ...partnerIds(logan.id).map((partnerId, k) => ({
        storeId: logan.id,
        partnerId,
        startedAt: ago(ctx, HOUR),
        endsAt: ahead(ctx, (2 + k) * HOUR),
        createdBy: cornerOwner,
      })),
      // Paused on one channel only: "some paused".
      {
        storeId: evanston.id,
        partnerId: partnerIds(evanston.id)[0],
        startedAt: ago(ctx, 30 * 60_000),
        endsAt: ahead(ctx, 3 * HOUR),
        createdBy: ownerOf(people, 'quick').id,
      },
      // A pause of ten days counts as offline (beyond one week).
      ...partnerIds(mission.id).map((partnerId) => ({
        storeId: mission.id,
        partnerId,
        startedAt: ago(ctx, 2 * DAY),
        endsAt: ahead(ctx, 10 * DAY),
        createdBy: cornerOwner,
      })),
      // History: yesterday's rush-hour pause, resumed early.
      {
        storeId: chelsea.id,
        partnerId: DOORDASH,
        startedAt: ago(ctx, DAY + 3 * HOUR),
        endsAt: ago(ctx, DAY + HOUR),
        resumedAt: ago(ctx, DAY + 2 * HOUR),
        createdBy: cornerOwner,
      },
    ]);

    await tx.insert(storeFees).values([
      { storeId: chelsea.id, partnerId: DOORDASH, feeType: 'percent_plus_fee', percent: 10, flatFee: 0.99, scope: 'all' },
      { storeId: chelsea.id, partnerId: null, feeType: 'flat_fee', flatFee: 1.5, scope: 'category', scopeValues: ['Alcohol'] },
      { storeId: refs[1].id, partnerId: null, feeType: 'flat_fee', flatFee: 2, scope: 'all' },
      { storeId: refs[14].id, partnerId: UBEREATS, feeType: 'percent_plus_fee', percent: 8, flatFee: 0.5, scope: 'tag', scopeValues: ['Best Seller'] },
    ]);
  },
};

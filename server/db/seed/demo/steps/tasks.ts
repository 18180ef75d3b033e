// Recent tasks of every store, channel onboarding statuses and onboarding requests.
import { onboardingRequests, onboardingStatuses, storeTasks } from '../../../schema/index.ts';
import { ago, type DemoStep } from '../context.ts';
import { TASKS } from '../content.ts';
import { demoPeople, demoStores, ownerOf, storePartnerIds } from '../lookup.ts';
import { DAY, HOUR, insertChunks } from '../util.ts';

const partnerName = (id: number) => ['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect'][id - 1];

export const tasks: DemoStep = {
  name: 'tasks',
  async run(ctx) {
    const { tx } = ctx;
    const refs = await demoStores(tx);
    const people = await demoPeople(tx);
    const partnerIds = await storePartnerIds(tx);
    const taskRows = refs.flatMap((store) => {
      const count = 3 + (store.index % 4);
      const owner = ownerOf(people, store.def.company);
      return Array.from({ length: count }, (_, t) => {
        const task = TASKS[(store.index + t * 3) % TASKS.length];
        const completed = (store.index + t) % 3 === 0;
        const createdAt = ago(ctx, (t * 2 + (store.index % 5) + 1) * DAY + store.index * 60_000);
        return {
          storeId: store.id,
          title: task.title,
          description: task.description,
          taskType: task.taskType,
          status: completed ? ('completed' as const) : ('open' as const),
          completedBy: completed ? owner.id : null,
          completedAt: completed ? new Date(createdAt.getTime() + 6 * HOUR) : null,
          createdAt,
        };
      });
    });
    await insertChunks(taskRows, (part) => tx.insert(storeTasks).values(part).returning({ id: storeTasks.id }));

    await tx.insert(onboardingStatuses).values(
      refs.flatMap((store) =>
        partnerIds(store.id).map((partnerId, k) => {
          let status = 'completed';
          if (store.def.company === 'harbor') status = 'deactivated';
          if (store.def.company === 'sunrise') status = ['in_progress', 'requested', 'failed'][(store.index + k) % 3];
          if (store.def.statusId === 5 && k === 0) status = 'failed';
          return { storeId: store.id, partnerName: partnerName(partnerId), status };
        }),
      ),
    );

    const requests = [
      ...refs
        .filter((store) => store.def.company === 'sunrise')
        .map((store) => ({
          storeId: store.id,
          partnerName: partnerName(partnerIds(store.id)[0]),
          status: 'requested',
          requestedBy: ownerOf(people, 'sunrise').id,
          createdAt: ago(ctx, (store.index - 25) * DAY),
        })),
      { storeId: refs[0].id, partnerName: 'LulaDirect', status: 'completed', requestedBy: ownerOf(people, 'corner').id, createdAt: ago(ctx, 300 * DAY) },
    ];
    const millAvenue = refs.find((store) => store.def.name === 'QuickStop Mill Avenue');
    if (millAvenue) {
      requests.push({
        storeId: millAvenue.id,
        partnerName: partnerName(partnerIds(millAvenue.id)[0]),
        status: 'requested',
        requestedBy: ownerOf(people, 'quick').id,
        createdAt: ago(ctx, 2 * DAY),
      });
    }
    await tx.insert(onboardingRequests).values(requests);
  },
};

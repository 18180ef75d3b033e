// How each sandbox partner takes a menu: UberEats and LulaDirect within the request, DoorDash and
// GrubHub as jobs of their own that end after SANDBOX_MENU_JOB_MS.
import type { Db } from '../../db/client.ts';
import type { PartnerName } from '../../db/schema/index.ts';
import type { MenuPushAnswer } from '../adapter.ts';
import type { PartnerMenu } from '../menu.ts';
import { doorDashFailure, grubHubItemErrors, uberEatsRefusal, withoutItems, type Refusal } from './rules.ts';
import { acceptMenu, jobById, jobByReference, otherActiveJob, settle, submitJob, type JobOutcome, type SandboxJob } from './state.ts';

export interface SandboxContext {
  db: Db;
  partner: PartnerName;
  latency: () => Promise<void>;
  /** how long a menu job takes to process */
  menuJobMs: number;
}

export interface MenuBehaviour {
  push(partnerStoreId: string, menu: PartnerMenu, reference: string): Promise<MenuPushAnswer>;
  status(partnerStoreId: string, partnerReference: string): Promise<MenuPushAnswer>;
}

/** How often the worker asks about a job still processing: when it should be done, at most every 5 s. */
const checkIn = (job: SandboxJob) => Math.min(5_000, Math.max(50, job.readyInMs + 20));

const counted = (menu: PartnerMenu) => `${menu.items.length} item${menu.items.length === 1 ? '' : 's'} in ${menu.menus.length} menu${menu.menus.length === 1 ? '' : 's'}`;

/** Partners that apply a menu while the request waits. */
function synchronous(context: SandboxContext, refusal: (menu: PartnerMenu) => Refusal | null, wait: boolean): MenuBehaviour {
  return {
    async push(partnerStoreId, menu, reference) {
      if (wait) await context.latency();
      const refused = refusal(menu);
      if (refused) return { state: 'refused', ...refused };
      await acceptMenu(context.db, context.partner, partnerStoreId, menu, reference);
      return { state: 'done', partial: false, message: `${context.partner} accepted the menu: ${counted(menu)}`, itemErrors: [] };
    },
    async status() {
      return { state: 'refused', message: `${context.partner} applies menus at once and has no menu jobs`, itemErrors: [] };
    },
  };
}

interface AsyncStyle {
  /** what the partner decides about a menu, and what it applies */
  judge(menu: PartnerMenu): Refusal & { outcome: JobOutcome; applies: PartnerMenu };
  /** the 409 answer while another job of the store is processing */
  busy(job: SandboxJob): string;
  processing(job: SandboxJob): string;
}

/** Partners that take a menu as a job and report SUCCESS or FAILURE when it has processed. */
function asynchronous(context: SandboxContext, style: AsyncStyle): MenuBehaviour {
  async function answer(partnerStoreId: string, job: SandboxJob): Promise<MenuPushAnswer> {
    if (!job.ready) return { state: 'processing', partnerReference: String(job.id), checkInMs: checkIn(job), message: style.processing(job) };
    await settle(context.db, context.partner, partnerStoreId);
    if (job.outcome === 'SUCCESS' || job.outcome === 'PARTIAL_SUCCESS') {
      return { state: 'done', partial: job.outcome === 'PARTIAL_SUCCESS', message: job.message, itemErrors: job.itemErrors };
    }
    return { state: 'refused', message: job.message, itemErrors: job.itemErrors };
  }

  return {
    async push(partnerStoreId, menu, reference) {
      // Taking the job is quick; processing it takes the sandbox's latency.
      // The same push sent again (a retry after a lost answer) is the same job, not a second one.
      const again = await jobByReference(context.db, context.partner, reference);
      if (again) return answer(partnerStoreId, again);
      const busy = await otherActiveJob(context.db, context.partner, partnerStoreId, reference);
      if (busy) return { state: 'refused', message: style.busy(busy), itemErrors: [] };
      const verdict = style.judge(menu);
      const job = await submitJob(context.db, {
        partner: context.partner,
        partnerStoreId,
        reference,
        menu: verdict.applies,
        outcome: verdict.outcome,
        message: verdict.message,
        itemErrors: verdict.itemErrors,
        processingMs: context.menuJobMs,
      });
      return answer(partnerStoreId, job);
    },
    async status(partnerStoreId, partnerReference) {
      const job = /^\d+$/.test(partnerReference) ? await jobById(context.db, context.partner, Number(partnerReference)) : null;
      if (!job) return { state: 'refused', message: `${context.partner} has no menu job ${partnerReference}`, itemErrors: [] };
      return answer(partnerStoreId, job);
    },
  };
}

const doorDash = (context: SandboxContext) =>
  asynchronous(context, {
    judge(menu) {
      const failure = doorDashFailure(menu);
      return failure
        ? { outcome: 'FAILURE', ...failure, applies: menu }
        : { outcome: 'SUCCESS', message: `DoorDash menu job SUCCESS: ${counted(menu)}`, itemErrors: [], applies: menu };
    },
    busy: (job) => `DoorDash is still processing menu job ${job.id} for this store (409 Conflict): a new push is refused until it finishes`,
    processing: (job) => `DoorDash is processing the menu (job ${job.id})`,
  });

/** GrubHub's job states before the end, by how far the processing has gone. */
const grubHubState = (job: SandboxJob) => (job.progress < 0.2 ? 'REQUESTED' : job.progress < 0.5 ? 'QUEUED' : 'IN_PROGRESS');

const grubHub = (context: SandboxContext) =>
  asynchronous(context, {
    judge(menu) {
      if (menu.menus.length === 0 || menu.items.length === 0) {
        return { outcome: 'FAILED_VALIDATION', message: 'GrubHub ingestion job FAILED_VALIDATION: the menu has no items', itemErrors: [], applies: menu };
      }
      const itemErrors = grubHubItemErrors(menu);
      if (itemErrors.length === menu.items.length) {
        return { outcome: 'FAILED_VALIDATION', message: `GrubHub ingestion job FAILED_VALIDATION: all ${menu.items.length} items were refused`, itemErrors, applies: menu };
      }
      if (itemErrors.length) {
        const applied = menu.items.length - itemErrors.length;
        return {
          outcome: 'PARTIAL_SUCCESS',
          message: `GrubHub ingestion job PARTIAL_SUCCESS: ${applied} of ${menu.items.length} items applied, ${itemErrors.length} refused`,
          itemErrors,
          applies: withoutItems(menu, new Set(itemErrors.map((error) => error.item_id))),
        };
      }
      return { outcome: 'SUCCESS', message: `GrubHub ingestion job SUCCESS: ${counted(menu)}`, itemErrors: [], applies: menu };
    },
    busy: (job) => `GrubHub already has an active menu ingestion job for this store (409 Conflict): job ${job.id} is ${grubHubState(job)}`,
    processing: (job) => `GrubHub ingestion job ${job.id} is ${grubHubState(job)}`,
  });

/** The menu behaviour of a sandbox partner. */
export function menuBehaviour(context: SandboxContext): MenuBehaviour {
  switch (context.partner) {
    case 'UberEats':
      return synchronous(context, uberEatsRefusal, true);
    case 'DoorDash':
      return doorDash(context);
    case 'GrubHub':
      return grubHub(context);
    case 'LulaDirect':
      // The operator's own channel: applied at once, nothing to refuse.
      return synchronous(context, () => null, false);
  }
}

import { matchStoreItems } from '../../services/matching/run.ts';
import { defineJobHandler } from '../handler.ts';

/**
 * Matches a store's new and changed items against the catalogue (server/services/matching). Each batch
 * commits on its own, so an attempt that times out keeps what it did and the next one goes on from there.
 */
export const itemMatchingHandler = defineJobHandler({
  kind: 'item-matching',
  timeoutMs: 10 * 60_000,
  backoff: { baseMs: 5_000, maxMs: 5 * 60_000 },
  run: async ({ job, db }) => {
    await matchStoreItems(db, job.payload.storeId, job.payload.all ? { all: true } : {});
  },
});

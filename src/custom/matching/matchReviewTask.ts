import type { StoreTask } from '../../contract/stores.ts';

/** The task type of "review the store items the matching could not settle". */
export const MATCH_REVIEW_TASK_TYPE = 'item_matching';

/** A store task that asks for a review on the Manual matches tab. */
export const isMatchReviewTask = (task: Pick<StoreTask, 'task_type'>): boolean => task.task_type === MATCH_REVIEW_TASK_TYPE;

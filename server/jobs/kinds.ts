/**
 * The payload of each kind of job, by kind. A handler file adds its kind here; tests add theirs by
 * declaration merging (`declare module '.../server/jobs/kinds.ts'`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobKind = keyof JobPayloads & string;

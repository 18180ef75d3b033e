import { BANNER_BULK_DELETE_LIMIT } from '../../domain/banners.ts';

export interface BatchDeleteReport {
  deleted: number[];
  failed: number[];
  /** the first failure, for its message */
  error: unknown;
}

/**
 * Deletes `ids` in calls of at most 20 (spec 001 §9), one after the other. Each call is all or nothing on
 * the server, so the report says exactly which ids went and which stayed.
 */
export async function deleteInBatches(ids: readonly number[], deleteBatch: (batch: number[]) => Promise<unknown>): Promise<BatchDeleteReport> {
  const report: BatchDeleteReport = { deleted: [], failed: [], error: undefined };
  for (let start = 0; start < ids.length; start += BANNER_BULK_DELETE_LIMIT) {
    const batch = ids.slice(start, start + BANNER_BULK_DELETE_LIMIT);
    try {
      await deleteBatch(batch);
      report.deleted.push(...batch);
    } catch (error) {
      report.failed.push(...batch);
      report.error ??= error;
    }
  }
  return report;
}

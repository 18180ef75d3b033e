import type { UpdateParams } from 'react-admin';
import { HttpError } from './HttpError.ts';

// Lost updates (README "Security"): an edit of these records sends back the updated_at of the copy the
// screen opened; the server answers 409 when someone else saved the record since.
const VERSIONED_RESOURCES = new Set(['companies', 'stores', 'roles', 'employees']);

/** The 409 of an edit based on an old copy; the alert offers to reload the latest one. */
export class StaleEditError extends HttpError {
  constructor(error: HttpError) {
    super(error.status, error.serverMessage, error.body);
    this.name = 'StaleEditError';
  }
}

export const isStaleEdit = (error: unknown): error is StaleEditError => error instanceof StaleEditError;

function versionOf(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const { updated_at: snake, updatedAt: camel } = record as { updated_at?: unknown; updatedAt?: unknown };
  const version = snake ?? camel;
  return typeof version === 'string' ? version : undefined;
}

/** The update's params with `updated_at` of previousData in the body (unless the body names one). */
export function withBasedOnVersion(resource: string, params: UpdateParams): UpdateParams {
  const version = versionOf(params.previousData);
  if (!VERSIONED_RESOURCES.has(resource) || version === undefined || versionOf(params.data) !== undefined) return params;
  return { ...params, data: { ...params.data, updated_at: version } };
}

/** Runs an update of `resource`, turning its 409 into a StaleEditError. */
export async function updateVersioned<T>(resource: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (VERSIONED_RESOURCES.has(resource) && error instanceof HttpError && error.status === 409) throw new StaleEditError(error);
    throw error;
  }
}

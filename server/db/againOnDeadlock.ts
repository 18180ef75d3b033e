const DEADLOCK = '40P01';

/** PostgreSQL's error code, on the driver's error or on the one drizzle wraps around it. */
const codeOf = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/**
 * Runs a transaction again when PostgreSQL aborted it to break a deadlock (the other writer went on): the work
 * was undone whole, so running it again is safe. Any other failure, or a deadlock on the last attempt, is thrown.
 */
export async function againOnDeadlock<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || codeOf(error) !== DEADLOCK) throw error;
    }
  }
}

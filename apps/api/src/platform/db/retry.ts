import { AppError } from '../errors';

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a transaction again when PostgreSQL broke a deadlock or a serialization conflict. When
 * every attempt was broken, the caller is answered UNAVAILABLE (503: try again), never an
 * internal error; the sales take their locks in one order (marketplace README) so that this stays rare.
 */
export async function withRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (!RETRYABLE.has(code ?? '')) throw error;
      if (attempt >= attempts)
        throw new AppError(
          'UNAVAILABLE',
          'Too many sales met on the same records. Please try again in a moment.',
        );
    }
  }
}

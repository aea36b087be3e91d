const RETRYABLE = new Set(['40P01', '40001']);

/** Runs a transaction again when PostgreSQL broke a deadlock or a serialization conflict. */
export async function withRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= attempts || !RETRYABLE.has(code ?? '')) throw error;
    }
  }
}

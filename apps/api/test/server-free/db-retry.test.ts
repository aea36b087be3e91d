import { describe, expect, it } from 'vitest';
import { withRetry } from '../../src/platform/db/retry';
import { AppError } from '../../src/platform/errors';

const deadlock = () => Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });

describe('withRetry', () => {
  it('runs a transaction PostgreSQL broke for a deadlock again', async () => {
    let runs = 0;
    const answer = await withRetry(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'done';
    });
    expect([answer, runs]).toEqual(['done', 3]);
  });

  it('answers UNAVAILABLE (503, try again), never an internal error, when every attempt deadlocks', async () => {
    const failure = await withRetry(() => Promise.reject(deadlock()), 3).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(503);
    expect((failure as AppError).code).toBe('UNAVAILABLE');
  });

  it('lets any other failure through as it is', async () => {
    const other = new Error('boom');
    await expect(withRetry(() => Promise.reject(other))).rejects.toBe(other);
  });
});

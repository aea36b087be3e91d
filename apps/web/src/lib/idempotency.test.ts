import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from './api-error';
import { createIdempotencyKeys } from './idempotency';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('one Idempotency-Key per money action', () => {
  it('sends the same key again when the first try got no answer, so the server replays instead of charging twice', () => {
    const keys = createIdempotencyKeys(counter());
    const first = keys.keyFor({ amount: 50, paymentMethodId: 'pm_1' });
    keys.settle(networkError());
    expect(keys.keyFor({ amount: 50, paymentMethodId: 'pm_1' })).toBe(first);
    keys.settle(new ApiError(503, 'UNAVAILABLE', 'Vanbid is briefly unavailable.'));
    expect(keys.keyFor({ paymentMethodId: 'pm_1', amount: 50 })).toBe(first);
  });

  it('starts a new action (a new key) after an answer: a success, a decline, or other input', () => {
    const keys = createIdempotencyKeys(counter());
    const first = keys.keyFor({ amount: 50 });
    keys.settle(null);
    const second = keys.keyFor({ amount: 50 });
    expect(second).not.toBe(first);
    keys.settle(new ApiError(402, 'CARD_DECLINED', 'Your card was declined.'));
    const third = keys.keyFor({ amount: 50 });
    expect(third).not.toBe(second);
    expect(keys.keyFor({ amount: 60 })).not.toBe(third);
  });
});

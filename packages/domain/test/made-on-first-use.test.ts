import { describe, expect, it } from 'vitest';
import { madeOnFirstUse } from '../src/made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes the value at the first use only, and gives the same one after', () => {
    let made = 0;
    const format = madeOnFirstUse(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = format();
    expect(format()).toBe(first);
    expect(made).toBe(1);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyWalletChange, fromCents, isFromWallet, WALLET_ID } from '../src/index';

describe('applyWalletChange', () => {
  it.each([
    ['a charge adds amount_added_to_wallet', 10.1, { kind: 'charge', amount_added_to_wallet: 0.2 }, 10.3],
    ['a charge given as text', '0.1', { kind: 'charge', amount_added_to_wallet: '0.2' }, 0.3],
    ['a cash out from the wallet subtracts', 10.3, { kind: 'cashOut', amount: 0.1, fromWallet: true }, 10.2],
    ['a cash out into the wallet adds', 10.3, { kind: 'cashOut', amount: 0.1, fromWallet: false }, 10.4],
    ['a withdrawal may go below zero locally', 1, { kind: 'cashOut', amount: 1.5, fromWallet: true }, -0.5],
  ] as const)('%s', (_, balance, change, result) => {
    expect(applyWalletChange(balance, change)).toBe(result);
  });

  it('never drifts over many changes', () => {
    const change = fc.oneof(
      fc.integer({ min: 0, max: 1_000_000 }).map((c) => ({ kind: 'charge' as const, cents: c })),
      fc.record({
        kind: fc.constant('cashOut' as const),
        cents: fc.integer({ min: 0, max: 1_000_000 }),
        fromWallet: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        let balance = 0;
        let exact = 0;
        for (const c of changes) {
          if (c.kind === 'charge') {
            balance = applyWalletChange(balance, {
              kind: 'charge',
              amount_added_to_wallet: fromCents(c.cents),
            });
            exact += c.cents;
          } else {
            balance = applyWalletChange(balance, {
              kind: 'cashOut',
              amount: fromCents(c.cents),
              fromWallet: c.fromWallet,
            });
            exact += c.fromWallet ? -c.cents : c.cents;
          }
        }
        expect(balance).toBe(fromCents(exact));
      }),
    );
  });
});

describe('isFromWallet', () => {
  it.each([
    [WALLET_ID, true],
    ['wallet', true],
    ['pm_123', false],
    [58, false],
  ])('%j → %s', (id, result) => {
    expect(isFromWallet(id)).toBe(result);
  });
});

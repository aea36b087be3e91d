// The prepaid wallet (docs/product.md §7, "Wallet").
import { MAX_BULK_ITEMS, WALLET_ID } from '@vanbid/domain';
import { z } from 'zod';
import { dollars } from '../common';
import { defineEndpoint } from '../endpoint';
import { moneyAmount, paymentMethodIdSchema, rechargeSettings } from './payments';

export const getBalance = defineEndpoint({
  method: 'GET',
  path: '/company/balance',
  summary: 'Wallet balance, auto-recharge settings and whether the balance can pay for the next purchase',
  tag: 'wallet',
  auth: true,
  data: z.object({
    balance: dollars,
    recharge: rechargeSettings.nullable(),
    /** Price of the cheapest lead or call an active campaign would buy now; null when none is active. */
    next_purchase_cost: dollars.nullable(),
    /** The header's out-of-funds notice: an active campaign cannot pay for its next lead or call. */
    is_out_of_funds: z.boolean(),
  }),
});

/** The wallet (`"wallet"`) or a saved method's `payment_method_id`. */
export const walletEndpointId = z.union([z.literal(WALLET_ID), paymentMethodIdSchema]);

export const billedTransaction = z.object({
  id: z.number(),
  type: z.string(),
  amount: dollars,
  balance_after: dollars,
  payment_method_id: z.string().nullable(),
});

const movementData = z.object({
  balance: dollars,
  transactions: z.array(billedTransaction),
});

export const chargeBalance = defineEndpoint({
  method: 'POST',
  path: '/payment/chargeBalance',
  summary: 'Add funds to the wallet from a saved method (Idempotency-Key supported)',
  tag: 'wallet',
  auth: true,
  idempotent: true,
  refusals: ['NOT_FOUND', 'PAYMENT_DECLINED', 'BUSINESS_RULE'],
  body: z.strictObject({
    amount: moneyAmount,
    payment_method_id: paymentMethodIdSchema,
  }),
  data: z.object({
    amount_added_to_wallet: dollars,
    balance: dollars,
    transaction: billedTransaction,
  }),
});

export const cashOutItem = z.strictObject({
  fromId: walletEndpointId,
  toId: walletEndpointId,
  amount: moneyAmount,
  /** Sent by some clients; must agree with `fromId` when given. */
  fromWallet: z.boolean().optional(),
});

export const cashOutBalance = defineEndpoint({
  method: 'POST',
  path: '/payment/cashOutBalance',
  summary: 'Wallet → method (withdrawal) or method → wallet (top-up) (Idempotency-Key supported)',
  tag: 'wallet',
  auth: true,
  idempotent: true,
  refusals: ['NOT_FOUND', 'INSUFFICIENT_FUNDS', 'PAYMENT_DECLINED', 'BUSINESS_RULE'],
  body: cashOutItem,
  data: movementData,
});

export const cashOutBalanceBulk = defineEndpoint({
  method: 'POST',
  path: '/payment/cashOutBalanceBulk',
  summary: 'Several cash outs, all or nothing in one transaction (Idempotency-Key supported)',
  tag: 'wallet',
  auth: true,
  idempotent: true,
  refusals: ['NOT_FOUND', 'INSUFFICIENT_FUNDS', 'PAYMENT_DECLINED', 'BUSINESS_RULE'],
  body: z.strictObject({
    items: z.array(cashOutItem).min(1, 'Add at least one item').max(MAX_BULK_ITEMS),
  }),
  data: movementData,
});

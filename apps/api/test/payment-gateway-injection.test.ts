import { describe, expect, it } from 'vitest';
import {
  createSandboxGateway,
  GatewayError,
  type PaymentGateway,
} from '../src/platform/payments-gateway/index';
import { gatewayCharges, idempotencyKey, ownerWithCard } from './payments-support';
import { useTestApp } from './support/test-app';

/** The sandbox, except that the processor refuses every charge. */
const refusingCharges: PaymentGateway = {
  ...createSandboxGateway(),
  async charge() {
    throw new GatewayError('card_declined', 'The processor is refusing charges today');
  },
};

const context = useTestApp({}, { paymentGateway: refusingCharges });

describe('a payment gateway passed to buildApp', () => {
  it('is the one the money calls charge through', async () => {
    const owner = await ownerWithCard(context);
    const response = await owner.charge(25, idempotencyKey());
    expect(response.statusCode).toBe(422);
    expect(response.json().Error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'The processor is refusing charges today',
    });
    expect(await owner.balance()).toBe(0);
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(0);
  });
});

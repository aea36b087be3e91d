import { sendResetCode } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../src/platform/mail/mailer';
import {
  createSandboxGateway,
  GatewayError,
  type PaymentGateway,
} from '../src/platform/payments-gateway/index';
import { createUser } from '../src/seed/factories';
import { gatewayCharges, idempotencyKey, ownerWithCard } from './payments-support';
import { uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';

describe('the configured outside services', () => {
  const context = useTestApp();

  it('are the built-in sandboxes, the local outbox and the local disk by default', () => {
    const { mailer, fileStorage, identityVerification, eSignature } = context.app.deps;
    expect([mailer.kind, fileStorage.kind, identityVerification.kind, eSignature.kind]).toEqual([
      'outbox',
      'local',
      'sandbox',
      'built_in',
    ]);
  });
});

describe('outside services passed to buildApp', () => {
  /** The sandbox, except that the processor refuses every charge. */
  const refusingCharges: PaymentGateway = {
    ...createSandboxGateway(),
    async charge() {
      throw new GatewayError('card_declined', 'The processor is refusing charges today');
    },
  };
  const sent: Mail[] = [];
  const recordingMailer: Mailer = {
    kind: 'smtp',
    async send(mail) {
      sent.push(mail);
    },
  };
  const context = useTestApp({}, { paymentGateway: refusingCharges, mailer: recordingMailer });

  it('charge through the gateway given', async () => {
    const owner = await ownerWithCard(context);
    const response = await owner.charge(25, idempotencyKey());
    expect(response.status).toBe(422);
    expect(response.error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'The processor is refusing charges today',
    });
    expect(await owner.balance()).toBe(0);
    expect(await gatewayCharges(context.db, owner.account.id)).toBe(0);
  });

  it('send e-mail through the mailer given', async () => {
    const email = uniqueEmail('reset');
    await createUser(context.db, { email, password: 'correct horse battery', username: 'Reset Me' });
    const response = await context.call(sendResetCode, { body: { email } });
    expect(response.status).toBe(200);
    expect(sent.map((mail) => mail.to)).toEqual([email]);
  });
});

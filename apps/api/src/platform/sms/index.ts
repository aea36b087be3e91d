import type { Config } from '../config';
import type { Database } from '../db/database';
import { createOutboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

export { createOutboxSmsSender } from './outbox-sms-sender';
export * from './sms-sender';
export { createTwilioSmsSender, type TwilioSettings } from './twilio-sms-sender';

/** Twilio when its account and token are set (config.ts checks a sender goes with them); otherwise the outbox. */
export function createSmsSender(config: Config, db: Database): SmsSender {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN } = config;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN) return createOutboxSmsSender(db);
  return createTwilioSmsSender({
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: config.TWILIO_FROM,
    messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
  });
}

/** One text message: `to` in E.164, `body` as the phone shows it. */
export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  /** `twilio`: sent through Twilio's Messages API; `outbox`: kept in `sms_outbox` (docs/product.md §11). */
  readonly kind: 'twilio' | 'outbox';
  /** Hands the message to the provider; answers its id for the message (Twilio's `SM…` sid). */
  send(message: SmsMessage): Promise<{ providerId: string }>;
}

/** Twilio's own limits, which the sandbox keeps too: an E.164 number and at most 1,600 characters. */
export const E164 = /^\+[1-9]\d{6,14}$/;
export const SMS_BODY_MAX = 1600;

/** Refuses what the provider would refuse, before it is asked. */
export function assertSendable(message: SmsMessage): void {
  if (!E164.test(message.to)) throw new Error(`Not an E.164 phone number: ${message.to}`);
  if (message.body.length === 0 || message.body.length > SMS_BODY_MAX)
    throw new Error(`A text message has 1 to ${SMS_BODY_MAX} characters`);
}

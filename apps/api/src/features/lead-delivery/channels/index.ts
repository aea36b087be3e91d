import type { DeliveryKind } from '@vanbid/domain';
import type { AppDeps } from '../../../platform/deps';
import type { DeliveryChannel } from './channel';
import { emailChannel } from './email-channel';
import { smsChannel } from './sms-channel';
import { webhookChannel } from './webhook-channel';

export type { AttemptResult, DeliveryAttemptInput, DeliveryChannel } from './channel';

/** Every kind of destination's channel; a new kind is one more file and one more line here. */
export function deliveryChannels(
  options: Pick<AppDeps, 'mailer' | 'db' | 'sms' | 'config'> & { allowLocal: boolean },
): Record<DeliveryKind, DeliveryChannel> {
  return { email: emailChannel(options.mailer), webhook: webhookChannel(options), sms: smsChannel(options) };
}

import type { WebhookFormat } from '@vanbid/domain';
import type { OutboundRequest } from '../../../platform/outbound-http/post-safely';
import type { DeliveryAttemptInput } from '../channels/channel';
import { granotRequest } from './granot';
import { smartMovingRequest } from './smartmoving';
import { supermoveRequest } from './supermove';
import { vanbidRequest } from './vanbid';

const REQUEST_OF: Record<WebhookFormat, (input: DeliveryAttemptInput, at: Date) => OutboundRequest> = {
  vanbid: vanbidRequest,
  smartmoving: smartMovingRequest,
  granot: granotRequest,
  supermove: supermoveRequest,
};

/** The HTTP request of one attempt, in the destination's format. */
export function webhookRequest(input: DeliveryAttemptInput, at: Date): OutboundRequest {
  return REQUEST_OF[input.destination.format ?? 'vanbid'](input, at);
}

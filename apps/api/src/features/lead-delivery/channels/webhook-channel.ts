import { DELIVERY_ANSWER_EXCERPT_BYTES, DELIVERY_TIMEOUT_MS, isRetryableStatus } from '@vanbid/domain';
import {
  keptConnections,
  OutboundTimeoutError,
  postSafely,
  TargetRefusedError,
} from '../../../platform/outbound-http/post-safely';
import { webhookRequest } from '../formats/index';
import type { AttemptResult, DeliveryChannel } from './channel';

/**
 * POSTs the lead in the destination's format (`formats/`): a 2xx delivers it; 5xx, 408, 429, a
 * timeout or a network error are tried again; any other answer, or a refused target, fails it.
 */
export function webhookChannel(options: { allowLocal: boolean }): DeliveryChannel {
  const agents = keptConnections(options.allowLocal);
  return {
    async send(input) {
      try {
        const answer = await postSafely(webhookRequest(input, new Date()), {
          timeoutMs: DELIVERY_TIMEOUT_MS,
          excerptBytes: DELIVERY_ANSWER_EXCERPT_BYTES,
          allowLocal: options.allowLocal,
          agents,
        });
        const result: AttemptResult = {
          statusCode: answer.status,
          answer: answer.excerpt,
          error: null,
          outcome: 'delivered',
        };
        if (answer.status >= 200 && answer.status < 300) return result;
        return {
          ...result,
          outcome: isRetryableStatus(answer.status) ? 'retry' : 'failed',
          error: `HTTP ${answer.status}`,
        };
      } catch (error) {
        const refused = error instanceof TargetRefusedError;
        const message =
          error instanceof OutboundTimeoutError || refused ? error.message : networkMessage(error);
        return { outcome: refused ? 'failed' : 'retry', statusCode: null, answer: '', error: message };
      }
    },
  };
}

function networkMessage(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  return code ? `Network error (${code})` : message;
}

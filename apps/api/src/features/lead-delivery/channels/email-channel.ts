import type { Mailer } from '../../../platform/mail/mailer';
import { leadEmail } from '../lead-email';
import type { DeliveryChannel } from './channel';

/** One e-mail per address (HTML and plain text); a mail server that fails is tried again later. */
export function emailChannel(mailer: Mailer): DeliveryChannel {
  return {
    async send(input) {
      const mail = leadEmail(input.lead, input.leadUrl);
      try {
        for (const to of input.destination.emails) await mailer.send({ to, ...mail });
        return { outcome: 'delivered', statusCode: null, answer: '', error: null };
      } catch (error) {
        return { outcome: 'retry', statusCode: null, answer: '', error: (error as Error).message };
      }
    },
  };
}

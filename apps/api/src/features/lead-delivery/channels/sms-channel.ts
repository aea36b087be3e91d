import type { AppDeps } from '../../../platform/deps';
import { sendLeadText } from '../../mobile-numbers/index';
import type { DeliveryChannel } from './channel';

/**
 * One text per confirmed mobile number of the account (the destination's chosen ones, or all):
 * every number texted delivers it; a number the provider refused, or no confirmed number at all,
 * makes the attempt one to try again (a retry texts every number again).
 */
export function smsChannel(deps: Pick<AppDeps, 'db' | 'sms' | 'config'>): DeliveryChannel {
  return {
    async send({ lead, destination }) {
      const outcomes = await sendLeadText(
        deps,
        destination.accountId,
        {
          id: lead.id ?? 0,
          firstName: lead.firstName,
          lastName: lead.lastName,
          phone: lead.phone,
          fromZip: lead.from.zip,
          toZip: lead.to.zip,
        },
        destination.phones.length > 0 ? destination.phones : undefined,
      );
      const sent = outcomes.filter((outcome) => 'providerId' in outcome);
      const answer = sent.map((outcome) => `${outcome.to}: ${outcome.providerId}`).join('\n');
      const refused = outcomes.flatMap((outcome) =>
        'error' in outcome ? [`${outcome.to}: ${outcome.error}`] : [],
      );
      if (outcomes.length === 0)
        return {
          outcome: 'retry',
          statusCode: null,
          answer: '',
          error: 'No confirmed mobile number to text',
        };
      if (refused.length > 0)
        return { outcome: 'retry', statusCode: null, answer, error: refused.join('; ') };
      return { outcome: 'delivered', statusCode: null, answer, error: null };
    },
  };
}

import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import type { AppDeps } from '../../../platform/deps';
import { sendLeadText } from '../../mobile-numbers/index';
import type { DeliveryChannel } from './channel';

/** A number texted, as an attempt's answer logs it (`+18045551234: <provider id>`). */
const TEXTED = /^(\+\d+): /;

/**
 * The numbers an earlier attempt of the delivery already texted since it last delivered in full
 * (a retry texts only the others; a "Resend" of a delivered one, all again).
 */
async function alreadyTexted(db: Queryable, deliveryId: number): Promise<Set<string>> {
  const result = await db.execute<{ outcome: string; answer: string }>(sql`
    select outcome, answer from lead_delivery_attempts where delivery_id = ${deliveryId} order by id`);
  let texted = new Set<string>();
  for (const row of result.rows) {
    if (row.outcome === 'delivered') texted = new Set();
    else
      for (const line of row.answer.split('\n')) {
        const number = TEXTED.exec(line)?.[1];
        if (number) texted.add(number);
      }
  }
  return texted;
}

/**
 * One text per confirmed mobile number of the account (the destination's chosen ones, or all):
 * every number texted delivers it; a number the provider refused, or no confirmed number at all,
 * makes the attempt one to try again, and the retry texts only the numbers not texted yet.
 */
export function smsChannel(deps: Pick<AppDeps, 'db' | 'sms' | 'config'>): DeliveryChannel {
  return {
    async send({ deliveryId, attempt, lead, destination, leadUrl }) {
      const texted = attempt > 1 ? await alreadyTexted(deps.db, deliveryId) : new Set<string>();
      const outcomes = await sendLeadText(
        deps,
        destination.accountId,
        {
          link: leadUrl,
          isTest: lead.isTest,
          firstName: lead.firstName,
          lastName: lead.lastName,
          phone: lead.phone,
          fromZip: lead.from.zip,
          toZip: lead.to.zip,
        },
        destination.phones.length > 0 ? destination.phones : undefined,
        texted,
      );
      const sent = outcomes.filter((outcome) => 'providerId' in outcome);
      const answer = sent.map((outcome) => `${outcome.to}: ${outcome.providerId}`).join('\n');
      const refused = outcomes.flatMap((outcome) =>
        'error' in outcome ? [`${outcome.to}: ${outcome.error}`] : [],
      );
      if (outcomes.length === 0 && texted.size === 0)
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

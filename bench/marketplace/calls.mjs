// Calls through the real publisher API: each worker posts a call (routed to the highest bid, the
// buyer's phone rings), reports it answered and then ended (a billable 90 s conversation that takes
// no time here), and reads the charge in the answer. Calls per second is whole calls (offer,
// answer, charged end) per second; answer-to-charge is from sending `answered` to the answer of
// `ended` that carries the charge. 5 % of the ended events are sent twice (the second must replay).
import { randomUUID } from 'node:crypto';
import { WEEKDAYS } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { randomLead } from '../../apps/api/src/features/demo-traffic/traffic.ts';
import { createCampaign, createMinHourlyBids } from '../../apps/api/src/seed/factories.ts';

const ALL_DAY = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '24:00' }]]));
const CALL_SECONDS_BILLED = 90;
const RESEND_SHARE = 0.05;
// Bounded: a request that takes longer fails the run (as a failed request) instead of hanging it.
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Two call campaigns (local, long distance) for each of the market's advertisers, any area, and the
 * company phone a routed call rings.
 */
export async function seedCallCampaigns(db) {
  await createMinHourlyBids(db, { campaignTypeId: 1, distance: 'local', baseCents: 2500 });
  await createMinHourlyBids(db, { campaignTypeId: 1, distance: 'long', baseCents: 4000 });
  const accounts = (await db.execute(sql`select id from accounts order by id`)).rows;
  for (const [index, account] of accounts.entries()) {
    await db.execute(sql`insert into companies (account_id, phone_number)
      values (${account.id}, ${`(555) 010-${String(index).padStart(4, '0')}`})
      on conflict (account_id) do update set phone_number = excluded.phone_number`);
    for (const leadType of ['Local', 'Long Distance']) {
      const campaign = await createCampaign(db, {
        accountId: Number(account.id),
        group: 'calls',
        nickname: `Bench calls ${index} ${leadType}`,
        leadType,
      });
      await db.execute(sql`update campaigns set hours = ${JSON.stringify(ALL_DAY)}::jsonb,
        bid_percent = ${(index * 11) % 101}, concurrent_calls = 50, leads_limit_cents = 50000000
        where id = ${campaign.id}`);
    }
  }
  await db.execute(sql`analyze campaigns, min_hourly_bids`);
  return accounts.length * 2;
}

/** Posts calls from `concurrency` workers for `seconds`; what each call's answers said. */
export async function driveCalls({ baseUrls, publisherKey, seconds, concurrency }) {
  const headers = { 'content-type': 'application/json', 'x-publisher-key': publisherKey };
  const calls = [];
  const failures = [];
  /** The answer's status and Data (or Error); status 0 when no answer came (timeout, connection). */
  const post = async (url, body) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = await response.json();
      return { status: response.status, data: response.ok ? answer.Data : answer.Error };
    } catch (error) {
      return { status: 0, data: { message: String(error) } };
    }
  };
  const until = performance.now() + seconds * 1000;
  const worker = async (index) => {
    const base = `${baseUrls[index % baseUrls.length]}/api/marketplace/calls`;
    while (performance.now() < until) {
      const lead = randomLead(Math.random, zipcodes, `call-${randomUUID()}`);
      const offered = await post(base, {
        external_id: lead.external_id,
        caller_phone: lead.phone,
        from_zip: lead.from_zip,
        to_zip: lead.to_zip,
        is_branded: false,
      });
      const call = { externalId: lead.external_id, offerStatus: offered.status, offer: offered.data };
      calls.push(call);
      if (offered.status !== 200) {
        if (offered.status !== 422) failures.push(offered);
        continue;
      }
      const events = `${base}/${offered.data.call_id}/events`;
      const answeredAt = performance.now();
      const answered = await post(events, { type: 'answered' });
      const ended = await post(events, {
        type: 'ended',
        status: 'answered',
        duration_seconds: CALL_SECONDS_BILLED,
      });
      call.answerToChargeMs = performance.now() - answeredAt;
      call.answered = answered;
      call.ended = ended;
      if (Math.random() < RESEND_SHARE)
        call.resent = await post(events, { type: 'ended', status: 'answered', duration_seconds: 90 });
      for (const step of [answered, ended]) if (step.status !== 200) failures.push(step);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
  return { calls, failures, elapsedSeconds: (performance.now() - started) / 1000 };
}

const percentileOf = (sorted, share) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

/** One line: calls/s (whole calls), how they ended, answer-to-charge p50/p95. */
export function describeCalls({ calls, failures, elapsedSeconds }, { concurrency, cpuText }) {
  const ended = calls.filter((call) => call.ended?.status === 200);
  const charged = ended.filter((call) => call.ended.data.charged === true).length;
  const unrouted = calls.filter((call) => call.offerStatus === 422).length;
  const latencies = ended.map((call) => call.answerToChargeMs).sort((a, b) => a - b);
  return `calls over HTTP, ${concurrency} at once, ${elapsedSeconds.toFixed(0)} s: ${calls.length} calls offered, ${ended.length} answered and ended (${charged} charged, ${unrouted} no buyer), ${(ended.length / elapsedSeconds).toFixed(0)} calls/s; answer-to-charge p50 ${percentileOf(latencies, 0.5)} ms, p95 ${percentileOf(latencies, 0.95)} ms; failed requests ${failures.length}${failures.length ? ` (${[...new Set(failures.map((failure) => failure.status))].join(', ')})` : ''}; ${cpuText}`;
}

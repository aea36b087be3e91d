import { BILLABLE_CALL_SECONDS_DEFAULT } from '@vanbid/domain';
import { sql } from 'drizzle-orm';
import {
  callScript,
  type Random,
  replayCall,
  replayCallEvent,
  replayLead,
  type ZipData,
} from '../features/demo-traffic';
import { createPublisher, revokePublisher } from '../features/marketplace';
import type { Database } from '../platform/db/database';
import type { AppDeps } from '../platform/deps';
import type { MoneyTx } from '../platform/http/idempotency';
import {
  historyRecorder,
  type RefusingMethods,
  refusedBeforeDeposit,
  refusedCashOut,
} from './demo-history-extras';
import { DAY_MS, easternMidnight, HOUR_MS, type PastOffer, seededRandom, trafficOfDay } from './demo-traffic';
import { backdateMovement, fundWallet } from './money-factories';
import { Timeline } from './timeline';

/**
 * The demo world's past, sold by the marketplace engine itself (through features/demo-traffic
 * `replayLead`, `replayCall`, `replayCallEvent`) with its clock set to each moment: records,
 * wallet movements, ledger lines, daily spend, last buys and decisions agree as live sales do
 * (`npm run verify-ledger`). Calls ring, go unanswered to the next buyer, hit voicemail or end
 * too short (not charged), branded calls are free; the owners top their wallets up when low.
 */

/** An account whose owner adds funds whenever its balance is found under `lowCents`. */
export interface FundedWallet {
  accountId: number;
  paymentMethodIds: string[];
  lowCents: number;
  depositCents: number;
}

export interface HistoryPlan {
  days: number;
  /** The history ends here (the seed's now), calls included. */
  now: number;
  wallets: FundedWallet[];
  /** Campaigns switched off at a moment of the history. */
  pauses: { campaignId: number; at: number }[];
  /** Lead buyers per lead (MARKETPLACE_LEAD_BUYERS). */
  maxLeadBuyers: number;
  /** An account's methods the processor refuses, tried now and then, and a refused cash out at `cashOutAt`. */
  refusing?: RefusingMethods & { cashOutAt: number };
}

const PICK_UP_MS = 8_000;
const NO_ANSWER_MS = 30_000;
/** No offer arrives in the last minutes, so that every call has ended by now. */
const QUIET_END_MS = 20 * 60_000;

interface Run {
  publisherId: number;
  random: Random;
  timeline: Timeline<MoneyTx>;
  plan: HistoryPlan;
  /** The recording of an answered call that ends at a moment, if it has one. */
  recorder?: ReturnType<typeof historyRecorder>;
  /** Deposits so far of the account with refusing methods. */
  deposits: number;
}

/**
 * Sells the history day by day, one transaction per Eastern day (old row versions get cleaned up
 * between), while the portal may be serving: a transaction never ends with a call still ringing
 * (the ring-timeout job would pass it on now; the day runs on into the next), and what its sales
 * announced counts as sent and mailed at the time. `isStopping` ends it between two transactions:
 * answers false then, true once the history is complete.
 */
export async function seedDemoHistory(
  db: Database,
  plan: HistoryPlan,
  isStopping: () => boolean = () => false,
  options: { fileStorage?: AppDeps['fileStorage'] | undefined } = {},
): Promise<boolean> {
  const zips: ZipData = await import('zipcodes');
  const publisher = await createPublisher(db, { name: 'Demo Traffic (history)', isSandbox: true });
  const run: Run = {
    publisherId: publisher.id,
    random: seededRandom(20_240_601),
    timeline: new Timeline(),
    plan,
    ...(options.fileStorage ? { recorder: historyRecorder(options.fileStorage, plan.now) } : {}),
    deposits: 0,
  };
  const { refusing } = plan;
  if (refusing)
    run.timeline.add(refusing.cashOutAt, (tx) =>
      refusedCashOut(tx, refusing, refusing.cashOutAt).then(() => {}),
    );
  for (const pause of plan.pauses)
    run.timeline.add(pause.at, (step) =>
      // Paused by the account's first user (the demo's owner), so the card says who and when.
      step
        .execute(sql`update campaigns set is_active = false where id = ${pause.campaignId}`)
        // The trigger dates the pause by the transaction's clock; the history's is the timeline's.
        .then(() =>
          step.execute(sql`update campaign_pauses p set paused_at = ${new Date(pause.at).toISOString()}::timestamptz,
              paused_by_user_id = (select u.id from users u join campaigns c on u.home_account_id = c.account_id
                where c.id = p.campaign_id order by u.id limit 1)
            where p.campaign_id = ${pause.campaignId} and p.resumed_at is null`),
        )
        .then(() => {}),
    );
  const until = plan.now - QUIET_END_MS;
  let start = easternMidnight(plan.now - plan.days * DAY_MS);
  for (let index = 0; start < until; ) {
    if (isStopping()) return false;
    await db.transaction(async (tx) => {
      do {
        const next = easternMidnight(start + DAY_MS + 2 * HOUR_MS);
        planWalletChecks(run, start, Math.min(next, until));
        for (const offer of trafficOfDay(run.random, zips, { start, index, days: plan.days }, until))
          run.timeline.add(offer.at, (step) => sell(run, step, offer));
        await run.timeline.runUntil(next, tx);
        start = next;
        index += 1;
      } while (start < until && (await isCallRinging(tx, run.publisherId)));
      await settleHistoryNotices(tx, plan.now);
    });
  }
  await db.transaction(async (tx) => {
    await run.timeline.runUntil(plan.now, tx);
    await revokePublisher(tx, String(publisher.id));
    await settleHistoryNotices(tx, plan.now);
  });
  return true;
}

async function isCallRinging(tx: MoneyTx, publisherId: number): Promise<boolean> {
  const found = await tx.execute(
    sql`select 1 from marketplace_offers where publisher_id = ${publisherId} and call_state = 'ringing' limit 1`,
  );
  return found.rows.length > 0;
}

async function sell(run: Run, tx: MoneyTx, offer: PastOffer): Promise<void> {
  const at = new Date(offer.at);
  if (offer.kind === 'lead') {
    await replayLead(tx, run.publisherId, offer.body, { at, maxBuyers: run.plan.maxLeadBuyers });
    return;
  }
  const call = await replayCall(tx, run.publisherId, offer.body, at);
  if (call?.isRouted) playCall(run, { id: call.offerId, publisherId: run.publisherId }, offer.at);
}

/** How the buyer's line goes (the simulator's `callScript`), as events at their moments. */
function playCall(run: Run, call: { id: number; publisherId: number }, ringAt: number): void {
  const options = (at: number) => ({ at: new Date(at), billableSeconds: BILLABLE_CALL_SECONDS_DEFAULT });
  const script = callScript(run.random);
  if (script.outcome === 'no_answer') {
    const at = ringAt + NO_ANSWER_MS;
    run.timeline.add(at, async (tx) => {
      const state = await replayCallEvent(tx, call, { type: 'no_answer' }, options(at));
      if (state === 'ringing') playCall(run, call, at);
    });
    return;
  }
  // The `answered` event only changes the live state, which nobody watches here: the call ends.
  const endedAt = ringAt + PICK_UP_MS + script.durationSeconds * 1000;
  const ended = { type: 'ended', status: script.status, duration_seconds: script.durationSeconds } as const;
  run.timeline.add(endedAt, async (tx) => {
    const recording = script.status === 'answered' ? await run.recorder?.(call.id, endedAt) : undefined;
    await replayCallEvent(tx, call, ended, { ...options(endedAt), recording });
  });
}

/** Every hour of the day, a few minutes in, the owners look at their balance. */
function planWalletChecks(run: Run, start: number, end: number): void {
  for (let hour = start; hour < end; hour += HOUR_MS) {
    const at = hour + Math.floor(run.random() * 10 * 60_000);
    if (at < end) run.timeline.add(at, (tx) => topUpLowWallets(run, tx, at));
  }
}

async function topUpLowWallets(run: Run, tx: MoneyTx, at: number): Promise<void> {
  const ids = run.plan.wallets.map((wallet) => wallet.accountId);
  const found = await tx.execute<{ account_id: number; balance_cents: number }>(
    sql`select account_id, balance_cents from wallets where account_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const balances = new Map(found.rows.map((row) => [Number(row.account_id), Number(row.balance_cents)]));
  for (const wallet of run.plan.wallets) {
    if ((balances.get(wallet.accountId) ?? 0) >= wallet.lowCents) continue;
    const methods = wallet.paymentMethodIds;
    const paymentMethodId = methods[Math.floor(run.random() * methods.length)]!;
    const amountCents = wallet.depositCents + 50_000 * Math.floor(run.random() * 3);
    const { refusing } = run.plan;
    if (refusing?.accountId === wallet.accountId) {
      run.deposits += 1;
      await refusedBeforeDeposit(tx, refusing, { depositIndex: run.deposits, amountCents, at });
    }
    const deposit = await fundWallet(tx, { accountId: wallet.accountId, paymentMethodId, amountCents });
    await backdateMovement(tx, deposit, new Date(at));
  }
}

/** Rows this transaction wrote (PostgreSQL's `xmin` is the writing transaction's id). */
const WRITTEN_HERE = sql`xmin::text::bigint = txid_current() % 4294967296`;

/**
 * What this transaction's sales announced went out at the time (the outbox is delivered, the
 * notices mailed), and their notices older than a day have been read. Only this transaction's
 * rows: what the portal's users cause meanwhile is delivered as usual.
 */
async function settleHistoryNotices(tx: MoneyTx, now: number): Promise<void> {
  await tx.execute(
    sql`update outbox_events set sent_at = created_at where sent_at is null and ${WRITTEN_HERE}`,
  );
  await tx.execute(sql`
    update notifications set mailed_at = created_at,
      is_read = is_read or created_at < ${new Date(now - DAY_MS).toISOString()}::timestamptz
    where ${WRITTEN_HERE}`);
}

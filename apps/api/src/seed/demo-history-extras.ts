import { sql } from 'drizzle-orm';
import { synthesizeRecording } from '../features/demo-traffic';
import { type StoredRecording, storeRecording } from '../features/recordings';
import type { Database } from '../platform/db/database';
import type { AppDeps } from '../platform/deps';
import type { MoneyTx } from '../platform/http/idempotency';
import { seededRandom } from './demo-traffic';
import { refusedMovement } from './money-factories';

const DAY_MS = 86_400_000;
/** Answered calls of the history's last days come with a recording (the simulator's kind). */
const RECORDED_DAYS = 3;

/** Methods the processor refuses: an old card that is declined, a bank account since closed. */
export interface RefusingMethods {
  accountId: number;
  declinedCardId: string;
  closedBankId: string;
}

/**
 * The history's recordings: every other answered call of its last days gets a few seconds of
 * synthesized audio in file storage, most callers told of the recording. Its own random source,
 * so the history's sales stay what they were without recordings.
 */
export function historyRecorder(fileStorage: AppDeps['fileStorage'], now: number) {
  const random = seededRandom(20_241_127);
  return async (callId: number, endedAt: number): Promise<StoredRecording | undefined> => {
    if (endedAt < now - RECORDED_DAYS * DAY_MS || callId % 2 === 1) return undefined;
    const audio = synthesizeRecording(4, random).toString('base64');
    return storeRecording({ fileStorage }, { audio_base64: audio, caller_was_told: callId % 6 !== 0 });
  };
}

/**
 * Before the account's first deposit, and every sixth after, the owner first tried the card that
 * is declined; before the second, and every sixth after, an auto-recharge attempt did. Each time
 * the owner then added funds from a card that pays.
 */
export async function refusedBeforeDeposit(
  tx: MoneyTx,
  methods: RefusingMethods,
  input: { depositIndex: number; amountCents: number; at: number },
): Promise<void> {
  const turn = input.depositIndex % 6;
  if (turn !== 1 && turn !== 2) return;
  const kind = turn === 1 ? 'top_up' : 'auto_recharge';
  const { accountId, declinedCardId } = methods;
  await refusedMovement(
    tx,
    { accountId, paymentMethodId: declinedCardId, amountCents: input.amountCents, kind },
    new Date(input.at - 60_000),
  );
}

/** A cash out to the closed bank account, refused (the wallet keeps the money). */
export function refusedCashOut(tx: MoneyTx, methods: RefusingMethods, at: number) {
  const { accountId, closedBankId } = methods;
  return refusedMovement(
    tx,
    { accountId, paymentMethodId: closedBankId, amountCents: 75_000, kind: 'cash_out' },
    new Date(at),
  );
}

/** After the history the owner removed the refusing methods: what they did stays in Transactions. */
export async function removeRefusingMethods(db: Database, methods: RefusingMethods): Promise<void> {
  await db.execute(sql`
    update payment_methods set deleted_at = now(), is_primary = false
    where account_id = ${methods.accountId}
      and payment_method_id in (${methods.declinedCardId}, ${methods.closedBankId})`);
}

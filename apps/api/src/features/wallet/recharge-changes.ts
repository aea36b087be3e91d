import { formatUsd } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import { type ChangeActor, recordChange } from '../logs';
import { findRecharge, type RechargeRow, upsertRecharge } from './recharge.queries';

type RechargeValues = Pick<RechargeRow, 'isEnabled' | 'thresholdCents' | 'amountCents'>;

/** Auto-recharge in words: "Off", or "Under $50.00, add $100.00". */
export function describeRecharge(settings: RechargeValues | null): string {
  if (!settings?.isEnabled) return 'Off';
  return `Under ${formatUsd(settings.thresholdCents)}, add ${formatUsd(settings.amountCents)}`;
}

/** Saves the auto-recharge settings and records the change in the activity log (same transaction). */
export async function saveRecharge(tx: Queryable, actor: ChangeActor, input: RechargeValues) {
  const before = await findRecharge(tx, actor.accountId, { lock: true });
  const row = await upsertRecharge(tx, actor.accountId, input);
  await recordChange(tx, actor, {
    field: 'auto_recharge',
    subject: null,
    before: describeRecharge(before),
    after: describeRecharge(row),
  });
  return row;
}

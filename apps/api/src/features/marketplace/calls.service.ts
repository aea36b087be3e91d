import { withRetry } from '../../platform/db/retry';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { storeRecording } from '../recordings';
import { applyCallEvent, type CallBody, type CallEvent, offerCall } from './call-events';
import { findCall, toWireCall } from './call-state.queries';
import { noBuyer, rechargeAfterSale } from './leads.service';
import { formatPhone, moveDistance } from './offer-context';
import type { Publisher } from './publishers';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'fileStorage'>;
type Log = { error(object: unknown, message: string): void };

export type { CallBody, CallEvent };

/** `POST /marketplace/calls`: routes the call to the highest bid; 422 NO_BUYER when none may take it. */
export async function postCall(deps: Deps, publisher: Publisher, body: CallBody) {
  const distance = await moveDistance(body.from_zip, body.to_zip);
  const phone = formatPhone(body.caller_phone);
  const offered = await withRetry(() =>
    deps.db.transaction((tx) => offerCall(tx, { publisherId: publisher.id, body, phone, distance })),
  );
  const claimed = offered !== undefined;
  const call = await findCall(deps.db, { externalId: body.external_id, publisherId: publisher.id });
  if (call?.callState === 'unrouted') throw noBuyer('call', call.unsoldReason ?? 'no_campaign');
  return toWireCall(call!, !claimed);
}

/**
 * `POST /marketplace/calls/:id/events`. An event that no longer applies (answered twice, ended
 * again) changes nothing and answers the call as it stands, so retries are safe.
 */
export async function postCallEvent(
  deps: Deps,
  publisher: Publisher,
  callId: number,
  event: CallEvent,
  log: Log,
) {
  let applied = false;
  let rechargeRequestId: number | null = null;
  // The audio is stored first (outside the transaction); if the event does not apply, it goes again.
  const recording =
    event.type === 'ended' && event.recording ? await storeRecording(deps, event.recording) : undefined;
  try {
    await withRetry(() =>
      deps.db.transaction(async (tx) => {
        const call = await findCall(tx, { id: callId, publisherId: publisher.id }, { lock: true });
        if (!call) throw notFound('Call');
        ({ applied, rechargeRequestId } = await applyCallEvent(tx, call, event, {
          billableSeconds: deps.config.BILLABLE_CALL_SECONDS,
          ...(recording ? { recording } : {}),
        }));
      }),
    );
  } finally {
    if (recording && !applied) await deps.fileStorage.delete(recording.key);
  }
  if (rechargeRequestId !== null) await rechargeAfterSale(deps, [rechargeRequestId], log);
  const call = await findCall(deps.db, { id: callId, publisherId: publisher.id });
  return toWireCall(call!, !applied && event.type !== 'ringing');
}

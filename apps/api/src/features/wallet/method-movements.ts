import { fromCents } from '@vanbid/domain';
import type { AppDeps } from '../../platform/deps';
import type { MoneyTx } from '../../platform/http/idempotency';
import { withGateway } from '../../platform/payments-gateway/gateway-errors';
import { getMethodWithCustomer, methodDisplayName } from '../payments';
import { type FailedMovement, isDecline } from './failed-movements';
import { changeBalance, type MovementType, postMovement, recordMovement } from './ledger';

export interface Movement {
  id: number;
  type: MovementType;
  amountCents: number;
  balanceAfterCents: number;
  paymentMethodId: string | null;
  /** The method's display name ("Visa •••• 4242") when a method took part. */
  methodName?: string;
}

export function toWireMovement(movement: Movement) {
  return {
    id: movement.id,
    type: movement.type,
    amount: fromCents(movement.amountCents),
    balance_after: fromCents(movement.balanceAfterCents),
    payment_method_id: movement.paymentMethodId,
  };
}

type GatewayDeps = Pick<AppDeps, 'paymentGateway'>;

interface MethodMovement {
  accountId: number;
  paymentMethodId: string;
  amountCents: number;
  gatewayKey: string;
  type: MovementType;
  /** Describes the movement given the method's display name. */
  describe: (methodName: string) => string;
  /**
   * Told of a refusal by the processor before it is thrown, to record it where it stays
   * (`recordFailedMovement`): the caller's transaction is about to be undone.
   */
  onDeclined?: (failed: FailedMovement) => Promise<unknown>;
}

/** The gateway call; a refusal is first handed to `onDeclined` with the method and the reason. */
async function callGateway<T>(input: MethodMovement, description: string, call: () => Promise<T>) {
  try {
    return await withGateway(call);
  } catch (error) {
    if (isDecline(error) && input.onDeclined)
      await input.onDeclined({
        accountId: input.accountId,
        type: input.type === 'cash_out' ? 'cash_out' : 'charge',
        amountCents: input.amountCents,
        paymentMethodId: input.paymentMethodId,
        description,
        reason: error.message,
      });
    throw error;
  }
}

/** Charges a saved method, then credits the wallet (charges, top-ups, auto-recharge). */
export async function creditFromMethod(
  deps: GatewayDeps,
  tx: MoneyTx,
  input: MethodMovement,
): Promise<Movement> {
  const { method, customerId } = await getMethodWithCustomer(tx, input.accountId, input.paymentMethodId);
  const description = input.describe(methodDisplayName(method));
  const { reference } = await callGateway(input, description, () =>
    deps.paymentGateway.charge(tx, {
      customerId,
      paymentMethodId: method.paymentMethodId,
      amountCents: input.amountCents,
      idempotencyKey: input.gatewayKey,
      description,
    }),
  );
  const posted = await postMovement(tx, {
    accountId: input.accountId,
    type: input.type,
    walletChangeCents: input.amountCents,
    counterAccount: 'gateway_clearing',
    paymentMethodId: method.paymentMethodId,
    gatewayReference: reference,
    description,
  });
  return {
    ...posted,
    type: input.type,
    amountCents: input.amountCents,
    paymentMethodId: method.paymentMethodId,
    methodName: methodDisplayName(method),
  };
}

/** Takes the amount off the wallet first (locked; no payout without the funds), then pays it out. */
export async function withdrawToMethod(
  deps: GatewayDeps,
  tx: MoneyTx,
  input: MethodMovement,
): Promise<Movement> {
  const { method, customerId } = await getMethodWithCustomer(tx, input.accountId, input.paymentMethodId);
  const description = input.describe(methodDisplayName(method));
  const balanceAfterCents = await changeBalance(tx, input.accountId, -input.amountCents);
  const { reference } = await callGateway(input, description, () =>
    deps.paymentGateway.payout(tx, {
      customerId,
      paymentMethodId: method.paymentMethodId,
      amountCents: input.amountCents,
      idempotencyKey: input.gatewayKey,
      description,
    }),
  );
  const { id } = await recordMovement(tx, {
    accountId: input.accountId,
    type: input.type,
    walletChangeCents: -input.amountCents,
    counterAccount: 'gateway_clearing',
    balanceAfterCents,
    paymentMethodId: method.paymentMethodId,
    gatewayReference: reference,
    description,
  });
  return {
    id,
    balanceAfterCents,
    type: input.type,
    amountCents: input.amountCents,
    paymentMethodId: method.paymentMethodId,
    methodName: methodDisplayName(method),
  };
}

import type { BillingAddress, PaymentMethod } from '@vanbid/contract';
import type { PaymentMethodType } from '@vanbid/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/database';
import { paymentMethods, rechargeSettings } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type IdempotencyScope, type MoneyTx, runIdempotent } from '../../platform/http/idempotency';
import { isExpiryValid } from '../../platform/payments-gateway/card-facts';
import { withGateway } from '../../platform/payments-gateway/gateway-errors';
import type { AttachedMethod } from '../../platform/payments-gateway/index';
import { mergeAccountMeta } from '../company';
import { type ChangeActor, recordChange, recordChanges } from '../logs';
import { additionInWords, methodChangesInWords, primaryName, removalInWords } from './payment-method-changes';
import { methodDisplayName, toWireMethod, toWireMethodList } from './payment-methods.mapper';
import {
  clearPrimary,
  findActiveByFingerprint,
  getActiveMethod,
  insertBillingProfile,
  listActiveMethods,
  lockBillingProfile,
  markPrimary,
  nextPosition,
} from './payment-methods.queries';

type GatewayDeps = Pick<AppDeps, 'paymentGateway'>;
type MoneyDeps = Pick<AppDeps, 'db' | 'paymentGateway'>;

/** The account's gateway customer, created on first use, and locked for this transaction. */
export async function ensureBillingProfile(deps: GatewayDeps, tx: Queryable, accountId: number) {
  const existing = await lockBillingProfile(tx, accountId);
  if (existing) return existing;
  const { customerId } = await deps.paymentGateway.createCustomer(tx, { accountId });
  await insertBillingProfile(tx, accountId, customerId);
  return (await lockBillingProfile(tx, accountId))!;
}

export async function addBillingProfile(deps: MoneyDeps, accountId: number) {
  const profile = await deps.db.transaction((tx) => ensureBillingProfile(deps, tx, accountId));
  return { billing_profile_id: profile.gatewayCustomerId, parent_company: profile.parentCompany };
}

export async function listPaymentMethods(db: Queryable, accountId: number) {
  return toWireMethodList(await listActiveMethods(db, accountId));
}

function methodType(attached: AttachedMethod, requested: PaymentMethodType | undefined): PaymentMethodType {
  if (attached.type === 'bank_account') return 'BankAccount';
  const byBin: PaymentMethodType = attached.funding === 'debit' ? 'DebitCard' : 'CreditCard';
  if (requested === 'BankAccount')
    throw new AppError('BUSINESS_RULE', 'These are card details, not a bank account', {
      payment_method_type: 'Not a bank account',
    });
  if (requested && attached.funding !== 'unknown' && requested !== byBin)
    throw new AppError('BUSINESS_RULE', `This card is a ${attached.funding} card`, {
      payment_method_type: `This card is a ${attached.funding} card`,
    });
  return requested ?? byBin;
}

export interface SaveInput {
  accountId: number;
  token: string;
  kind: 'card' | 'bank_account';
  requestedType?: PaymentMethodType | undefined;
  billing?: Partial<BillingAddress> | undefined;
  makePrimary: boolean;
}

/** Attaches a token and stores the method (first one primary); the factories use it too. */
export async function saveMethod(
  deps: GatewayDeps,
  tx: MoneyTx,
  input: SaveInput,
): Promise<{ paymentMethod: PaymentMethod }> {
  const profile = await ensureBillingProfile(deps, tx, input.accountId);
  const attached = await withGateway(() =>
    deps.paymentGateway.attachMethod(tx, {
      accountId: input.accountId,
      customerId: profile.gatewayCustomerId,
      token: input.token,
    }),
  );
  if (attached.type !== input.kind)
    throw new AppError(
      'BUSINESS_RULE',
      input.kind === 'card' ? 'Not card details' : 'Not bank account details',
      {
        token: 'Wrong kind of details',
      },
    );
  const type = methodType(attached, input.requestedType);
  if (await findActiveByFingerprint(tx, input.accountId, attached.fingerprint))
    throw new AppError('ALREADY_EXISTS', 'This payment method is already saved');
  const isFirst = (await listActiveMethods(tx, input.accountId)).length === 0;
  const isPrimary = isFirst || input.makePrimary;
  if (isPrimary) await clearPrimary(tx, input.accountId);
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      accountId: input.accountId,
      paymentMethodId: attached.paymentMethodId,
      type,
      brand: attached.brand,
      last4: attached.last4,
      expMonth: attached.expMonth,
      expYear: attached.expYear,
      bankName: attached.bankName,
      fingerprint: attached.fingerprint,
      billing: (input.billing ?? {}) as Record<string, string>,
      isPrimary,
      position: await nextPosition(tx, input.accountId),
    })
    .returning();
  await mergeAccountMeta(tx, input.accountId, { payment_method_added: true });
  await clearRechargeFailure(tx, input.accountId);
  return { paymentMethod: toWireMethod(row!) };
}

/** A new method is a new chance: auto-recharge may try again. */
async function clearRechargeFailure(tx: Queryable, accountId: number) {
  await tx
    .update(rechargeSettings)
    .set({ lastFailureAt: null })
    .where(eq(rechargeSettings.accountId, accountId));
}

/** Saves a method and records it in the activity log, in one transaction. */
function saveAndRecord(deps: MoneyDeps, scope: IdempotencyScope, actor: ChangeActor, input: SaveInput) {
  return runIdempotent(deps.db, scope, async (tx) => {
    const saved = await saveMethod(deps, tx, input);
    await recordChange(tx, actor, additionInWords(saved.paymentMethod));
    return saved;
  });
}

export function savePaymentMethod(
  deps: MoneyDeps,
  scope: IdempotencyScope,
  actor: ChangeActor,
  input: Omit<SaveInput, 'kind'>,
) {
  return saveAndRecord(deps, scope, actor, { ...input, kind: 'card' });
}

export function saveBankAccount(
  deps: MoneyDeps,
  scope: IdempotencyScope,
  actor: ChangeActor,
  input: Omit<SaveInput, 'kind'>,
) {
  return saveAndRecord(deps, scope, actor, { ...input, kind: 'bank_account' });
}

export async function changePrimary(db: Database, actor: ChangeActor, paymentMethodId: string) {
  const { accountId } = actor;
  return db.transaction(async (tx) => {
    await lockBillingProfile(tx, accountId);
    const method = await getActiveMethod(tx, accountId, paymentMethodId);
    const before = await primaryName(tx, accountId);
    await clearPrimary(tx, accountId, method.id);
    await markPrimary(tx, method.id);
    const after = methodDisplayName(method);
    await recordChange(tx, actor, { field: 'primary_payment_method', subject: null, before, after });
    return toWireMethodList(await listActiveMethods(tx, accountId));
  });
}

export async function deletePaymentMethod(
  deps: MoneyDeps,
  actor: ChangeActor,
  input: { paymentMethodId: string; newPrimaryId?: string | undefined },
) {
  const { accountId } = actor;
  return deps.db.transaction(async (tx) => {
    const profile = await lockBillingProfile(tx, accountId);
    const method = await getActiveMethod(tx, accountId, input.paymentMethodId);
    const newPrimary = input.newPrimaryId ? await getActiveMethod(tx, accountId, input.newPrimaryId) : null;
    if (newPrimary?.id === method.id)
      throw new AppError('BUSINESS_RULE', 'Choose another method as the new primary', {
        new_primary_id: 'Choose another method',
      });
    const others = (await listActiveMethods(tx, accountId)).filter((row) => row.id !== method.id);
    if (method.isPrimary && others.length > 0 && !newPrimary)
      throw new AppError('BUSINESS_RULE', 'Choose a new primary method before deleting the primary one', {
        new_primary_id: 'Choose the new primary method',
      });
    await tx
      .update(paymentMethods)
      .set({ deletedAt: new Date(), isPrimary: false })
      .where(and(eq(paymentMethods.id, method.id), eq(paymentMethods.accountId, accountId)));
    if (newPrimary) {
      await clearPrimary(tx, accountId, newPrimary.id);
      await markPrimary(tx, newPrimary.id);
    }
    await recordChanges(tx, actor, removalInWords(method, newPrimary));
    if (profile)
      await deps.paymentGateway.detachMethod(tx, {
        customerId: profile.gatewayCustomerId,
        paymentMethodId: method.paymentMethodId,
      });
    return toWireMethodList(await listActiveMethods(tx, accountId));
  });
}

export async function updatePaymentMethod(
  db: Database,
  actor: ChangeActor,
  input: {
    paymentMethodId: string;
    expMonth?: number | undefined;
    expYear?: number | undefined;
    billing?: BillingAddress | undefined;
  },
) {
  const { accountId } = actor;
  return db.transaction(async (tx) => {
    await lockBillingProfile(tx, accountId);
    const method = await getActiveMethod(tx, accountId, input.paymentMethodId);
    const changesExpiry = input.expMonth !== undefined || input.expYear !== undefined;
    if (changesExpiry && method.type === 'BankAccount')
      throw new AppError('BUSINESS_RULE', 'A bank account has no expiry date', {
        exp_month: 'Not for bank accounts',
      });
    const expMonth = input.expMonth ?? method.expMonth;
    const expYear = input.expYear ?? method.expYear;
    if (changesExpiry && expMonth && expYear && !isExpiryValid(expMonth, expYear))
      throw new AppError('VALIDATION_FAILED', 'The expiry date is in the past', {
        exp_year: 'The card has expired',
      });
    const [row] = await tx
      .update(paymentMethods)
      .set({
        expMonth,
        expYear,
        billing: input.billing ? (input.billing as Record<string, string>) : method.billing,
      })
      .where(eq(paymentMethods.id, method.id))
      .returning();
    await recordChanges(tx, actor, methodChangesInWords(method, row!, input.billing !== undefined));
    return { paymentMethod: toWireMethod(row!) };
  });
}

/** isCardExist: by the token's fingerprint (or the token); never by a card number. */
export async function isCardSaved(
  deps: MoneyDeps,
  accountId: number,
  input: { fingerprint?: string | undefined; token?: string | undefined },
): Promise<boolean> {
  const fingerprint =
    input.fingerprint ??
    (input.token
      ? await deps.paymentGateway.findTokenFingerprint(deps.db, { accountId, token: input.token })
      : null);
  if (!fingerprint) return false;
  return (await findActiveByFingerprint(deps.db, accountId, fingerprint)) !== null;
}

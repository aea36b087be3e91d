// Setup completeness and the wizard step (docs/product.md §3).

export const SETUP_FLAGS = [
  'signed_insertion_order',
  'identity_verification',
  'auth_contact_added',
  'company_info',
  'payment_method_added',
  'signed_payment_authorization',
  'initial_payment_done',
] as const;
export type SetupFlag = (typeof SETUP_FLAGS)[number];
/** The account's setup flags. A flag that is missing (as in a fresh `metaData`) counts as false. */
export type SetupFlags = Record<SetupFlag, boolean>;
export type SetupContext = { isContactInvitee: boolean; isMainAccount: boolean };
export type WizardStep = 1 | 2 | 3;

/** The wizard's side menu, in order, with the flag that checks each entry. */
export const WIZARD_MENU_STEPS = [
  'Company Info',
  'Contact Info',
  'ID Verification',
  'Insertion Order',
  'Payment Authorization',
  'Initial Payment',
] as const;
/** The route step (`/wizard/:step`) each menu entry opens. */
export const MENU_STEP_ROUTES: readonly number[] = [1, 2, 3, 4, 5, 6];
/** Route steps run from 1 to 7 (`/wizard/:step`). */
export const WIZARD_MAX_STEP = 7;

type Flags = Partial<SetupFlags>;
const NON_MAIN_OWNER: SetupContext = { isContactInvitee: false, isMainAccount: false };

/**
 * Whether the account needs no more setup. Contact invitees need the insertion order and ID
 * verification; everyone else also the contact, company info, payment method and payment
 * authorization, and a non-main account the initial payment as well.
 * Note: unlike `computeWizardStep`, this also requires `auth_contact_added` (docs/product.md §3).
 */
export function isSetupComplete(flags: Flags, context: SetupContext): boolean {
  const invitee = flags.signed_insertion_order === true && flags.identity_verification === true;
  if (context.isContactInvitee) return invitee;
  const others =
    flags.auth_contact_added === true &&
    flags.company_info === true &&
    flags.payment_method_added === true &&
    flags.signed_payment_authorization === true;
  const payment = context.isMainAccount || flags.initial_payment_done === true;
  return invitee && others && payment;
}

/** The wizard step a signed-in user is sent to, or `null` when no step is due. */
export function computeWizardStep(flags: Flags, context: SetupContext): WizardStep | null {
  const verifiedAndSigned = flags.identity_verification === true && flags.signed_insertion_order === true;
  if (context.isContactInvitee) return verifiedAndSigned ? null : 1;
  if (flags.company_info !== true) return 1;
  const paymentReady = flags.signed_payment_authorization === true && flags.payment_method_added === true;
  if (!verifiedAndSigned || !paymentReady) return 2;
  if (flags.initial_payment_done !== true && !context.isMainAccount) return 3;
  return null;
}

/** The wizard's route steps (`/wizard/:step`, docs/product.md §3). */
export const WIZARD_ROUTES = {
  company: 1,
  contact: 2,
  idVerification: 3,
  insertionOrder: 4,
  paymentAuthorization: 5,
  initialPayment: 6,
  done: 7,
} as const;

/** Whether each route step before Done is finished, by its flags. */
export function routeStepDone(step: number, flags: Flags): boolean {
  switch (step) {
    case 1:
      return flags.company_info === true;
    case 2:
      return flags.auth_contact_added === true;
    case 3:
      return flags.identity_verification === true;
    case 4:
      return flags.signed_insertion_order === true;
    case 5:
      return flags.payment_method_added === true && flags.signed_payment_authorization === true;
    case 6:
      return flags.initial_payment_done === true;
    default:
      return false;
  }
}

/** The route steps a user goes through: a contact invitee only ID verification and the insertion order. */
export function wizardRouteSteps(context: SetupContext): number[] {
  if (context.isContactInvitee) return [3, 4, 7];
  return context.isMainAccount ? [1, 2, 3, 4, 5, 7] : [1, 2, 3, 4, 5, 6, 7];
}

/**
 * The first unfinished route step, or null when no setup step is due (`computeWizardStep` is
 * null); the steps of the user's path in order.
 */
export function firstUnfinishedRouteStep(flags: Flags, context: SetupContext): number | null {
  if (computeWizardStep(flags, context) === null) return null;
  return wizardRouteSteps(context).find((step) => step !== 7 && !routeStepDone(step, flags)) ?? null;
}

/**
 * Index (0–5) into `WIZARD_MENU_STEPS` of the first unfinished step of the user's path, or `null`
 * when all are done (a main account has no initial payment; a contact invitee only steps 3 and 4).
 */
export function currentMenuStep(flags: Flags, context: SetupContext = NON_MAIN_OWNER): number | null {
  const path = wizardRouteSteps(context);
  const index = MENU_STEP_ROUTES.findIndex((step) => path.includes(step) && !routeStepDone(step, flags));
  return index === -1 ? null : index;
}

/** ID verification waits for a reviewer: it never holds back the steps after it. */
const ID_STEP = 3;

/**
 * Where a request for route step `requested` goes: itself when it is on the user's path and done,
 * or every step before it is (ID verification aside); Done only when nothing is due; else the step due.
 */
export function allowedRouteStep(
  requested: number,
  flags: Flags,
  context: SetupContext,
): number | 'campaigns' {
  const due = firstUnfinishedRouteStep(flags, context);
  if (due === null) return requested === 7 ? 7 : 'campaigns';
  const path = wizardRouteSteps(context);
  if (!path.includes(requested) || requested === 7) return due;
  const holding = path.filter((step) => step < requested && step !== ID_STEP && !routeStepDone(step, flags));
  return routeStepDone(requested, flags) || requested === due || holding.length === 0 ? requested : due;
}

/**
 * Where "continue" leads from `current`: the next unfinished step of the path after it; when
 * none is left, the step still due (ID verification in review), or Done.
 */
export function nextRouteStep(current: number, flags: Flags, context: SetupContext): number {
  const next = wizardRouteSteps(context).find(
    (step) => step > current && step !== 7 && !routeStepDone(step, flags),
  );
  return next ?? firstUnfinishedRouteStep(flags, context) ?? 7;
}

/**
 * The flags after "Start setup over": what is still true stays (a verified ID, a saved payment
 * method, an initial payment already made, which is money in the wallet); the answers and
 * signatures are asked for again. Clearing what no step can earn again would leave the wizard
 * sending the user round the same steps for good.
 */
export function flagsAfterStartOver(flags: Flags, facts: { hasPaymentMethod: boolean }): SetupFlags {
  const cleared = Object.fromEntries(SETUP_FLAGS.map((flag) => [flag, false])) as SetupFlags;
  return {
    ...cleared,
    identity_verification: flags.identity_verification === true,
    payment_method_added: facts.hasPaymentMethod,
    initial_payment_done: flags.initial_payment_done === true,
  };
}

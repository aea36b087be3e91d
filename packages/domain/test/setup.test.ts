import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedRouteStep,
  computeWizardStep,
  currentMenuStep,
  firstUnfinishedRouteStep,
  flagsAfterStartOver,
  isSetupComplete,
  MENU_STEP_ROUTES,
  nextRouteStep,
  SETUP_FLAGS,
  type SetupFlags,
  WIZARD_MAX_STEP,
  WIZARD_MENU_STEPS,
  wizardRouteSteps,
} from '../src/index';

const ALL: SetupFlags = {
  signed_insertion_order: true,
  identity_verification: true,
  auth_contact_added: true,
  company_info: true,
  payment_method_added: true,
  signed_payment_authorization: true,
  initial_payment_done: true,
};
const without = (...missing: (keyof SetupFlags)[]): SetupFlags => ({
  ...ALL,
  ...Object.fromEntries(missing.map((flag) => [flag, false])),
});
const invitee = { isContactInvitee: true, isMainAccount: false };
const main = { isContactInvitee: false, isMainAccount: true };
const nonMain = { isContactInvitee: false, isMainAccount: false };

describe('computeWizardStep', () => {
  it.each([
    ['contact invitee without ID verification', without('identity_verification'), invitee, 1],
    ['contact invitee without insertion order', without('signed_insertion_order'), invitee, 1],
    [
      'contact invitee with both, nothing else',
      { signed_insertion_order: true, identity_verification: true },
      invitee,
      null,
    ],
    ['no company info', without('company_info'), nonMain, 1],
    ['empty metaData', {}, main, 1],
    ['no ID verification', without('identity_verification'), nonMain, 2],
    ['no insertion order', without('signed_insertion_order'), main, 2],
    ['no payment authorization', without('signed_payment_authorization'), nonMain, 2],
    ['no payment method', without('payment_method_added'), main, 2],
    ['non-main without initial payment', without('initial_payment_done'), nonMain, 3],
    ['main without initial payment', without('initial_payment_done'), main, null],
    ['everything done', ALL, nonMain, null],
    ['contact missing does not hold the wizard', without('auth_contact_added'), nonMain, null],
  ] as const)('%s → %s', (_, flags, context, step) => {
    expect(computeWizardStep(flags, context)).toBe(step);
  });
});

describe('isSetupComplete', () => {
  it.each([
    [
      'invitee with insertion order and ID',
      { signed_insertion_order: true, identity_verification: true },
      invitee,
      true,
    ],
    ['invitee without ID', { signed_insertion_order: true }, invitee, false],
    ['invitee without insertion order', { identity_verification: true }, invitee, false],
    ['everything, non-main', ALL, nonMain, true],
    ['main account needs no initial payment', without('initial_payment_done'), main, true],
    ['non-main needs the initial payment', without('initial_payment_done'), nonMain, false],
    ['needs the contact', without('auth_contact_added'), main, false],
    ['needs company info', without('company_info'), main, false],
    ['needs the payment method', without('payment_method_added'), main, false],
    ['needs the payment authorization', without('signed_payment_authorization'), main, false],
    ['needs ID verification', without('identity_verification'), main, false],
    ['needs the insertion order', without('signed_insertion_order'), main, false],
  ] as const)('%s → %s', (_, flags, context, complete) => {
    expect(isSetupComplete(flags, context)).toBe(complete);
  });

  it('a complete setup never has a wizard step', () => {
    const flags = fc.record(
      Object.fromEntries(SETUP_FLAGS.map((flag) => [flag, fc.boolean()])) as {
        [K in keyof SetupFlags]: fc.Arbitrary<boolean>;
      },
    );
    const context = fc.record({ isContactInvitee: fc.boolean(), isMainAccount: fc.boolean() });
    fc.assert(
      fc.property(flags, context, (f, c) => {
        if (isSetupComplete(f, c)) expect(computeWizardStep(f, c)).toBeNull();
      }),
    );
  });
});

describe('currentMenuStep', () => {
  it.each([
    [{}, 0],
    [{ company_info: true }, 1],
    [{ company_info: true, auth_contact_added: true }, 2],
    [{ company_info: true, auth_contact_added: true, identity_verification: true }, 3],
    [without('signed_payment_authorization'), 4],
    [without('auth_contact_added', 'signed_payment_authorization'), 1],
    [ALL, null],
    [without('payment_method_added', 'initial_payment_done'), 4],
    [without('initial_payment_done'), 5],
  ] as const)('%j → %s', (flags, index) => {
    expect(currentMenuStep(flags)).toBe(index);
  });

  it('has no initial payment step for a main account, and only steps 3 and 4 for a contact invitee', () => {
    expect(currentMenuStep(without('initial_payment_done'), main)).toBeNull();
    expect(currentMenuStep({ identity_verification: true }, invitee)).toBe(3);
  });

  it('names the six menu steps and seven route steps', () => {
    expect(WIZARD_MENU_STEPS).toEqual([
      'Company Info',
      'Contact Info',
      'ID Verification',
      'Insertion Order',
      'Payment Authorization',
      'Initial Payment',
    ]);
    expect(WIZARD_MAX_STEP).toBe(7);
  });
});

describe('wizard route steps', () => {
  const none = {};
  const owner = { isContactInvitee: false, isMainAccount: false };
  const main = { isContactInvitee: false, isMainAccount: true };
  const invitee = { isContactInvitee: true, isMainAccount: false };
  const all = {
    company_info: true,
    auth_contact_added: true,
    identity_verification: true,
    signed_insertion_order: true,
    payment_method_added: true,
    signed_payment_authorization: true,
    initial_payment_done: true,
  };

  it('sends each user to the first unfinished step of their path', () => {
    expect(firstUnfinishedRouteStep(none, owner)).toBe(1);
    expect(firstUnfinishedRouteStep({ company_info: true }, owner)).toBe(2);
    expect(
      firstUnfinishedRouteStep(
        { company_info: true, auth_contact_added: true, identity_verification: true },
        owner,
      ),
    ).toBe(4);
    expect(firstUnfinishedRouteStep({ ...all, signed_payment_authorization: false }, owner)).toBe(5);
    expect(firstUnfinishedRouteStep({ ...all, initial_payment_done: false }, owner)).toBe(6);
    expect(firstUnfinishedRouteStep({ ...all, initial_payment_done: false }, main)).toBeNull();
    expect(firstUnfinishedRouteStep(all, owner)).toBeNull();
    expect(firstUnfinishedRouteStep(none, invitee)).toBe(3);
    expect(firstUnfinishedRouteStep({ identity_verification: true }, invitee)).toBe(4);
  });

  it('keeps done steps reachable, later ones closed, and Done only at the end', () => {
    const flags = { company_info: true, auth_contact_added: true };
    expect(allowedRouteStep(1, flags, owner)).toBe(1);
    expect(allowedRouteStep(3, flags, owner)).toBe(3);
    expect(allowedRouteStep(5, flags, owner)).toBe(3);
    expect(allowedRouteStep(7, flags, owner)).toBe(3);
    expect(allowedRouteStep(1, none, invitee)).toBe(3);
    expect(allowedRouteStep(6, { ...all, initial_payment_done: false }, main)).toBe('campaigns');
    expect(allowedRouteStep(7, all, owner)).toBe(7);
    expect(allowedRouteStep(2, all, owner)).toBe('campaigns');
    expect(wizardRouteSteps(main)).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('lets the user go on while the ID is in review, and continue leads to the next unfinished step', () => {
    const inReview = { company_info: true, auth_contact_added: true, signed_insertion_order: true };
    expect(allowedRouteStep(5, inReview, owner)).toBe(5);
    expect(allowedRouteStep(6, inReview, owner)).toBe(3);
    expect(nextRouteStep(3, { company_info: true, auth_contact_added: true }, owner)).toBe(4);
    expect(
      nextRouteStep(5, { ...all, identity_verification: false, initial_payment_done: false }, owner),
    ).toBe(6);
    expect(nextRouteStep(6, { ...all, identity_verification: false }, owner)).toBe(3);
    expect(nextRouteStep(6, all, owner)).toBe(7);
    expect(nextRouteStep(3, { identity_verification: true }, invitee)).toBe(4);
  });
});

describe('starting the setup over', () => {
  const owner = { isContactInvitee: false, isMainAccount: false };
  const finish = (step: number): (keyof SetupFlags)[] =>
    ({
      1: ['company_info'],
      2: ['auth_contact_added'],
      3: [],
      4: ['signed_insertion_order'],
      5: ['signed_payment_authorization'],
      6: ['initial_payment_done'],
    })[step] as (keyof SetupFlags)[];

  it('keeps a verified ID, a saved card and a made initial payment; asks for the rest again', () => {
    const kept = flagsAfterStartOver(ALL, { hasPaymentMethod: true });
    expect(kept).toEqual({
      ...without(
        'company_info',
        'auth_contact_added',
        'signed_insertion_order',
        'signed_payment_authorization',
      ),
    });
    expect(flagsAfterStartOver(ALL, { hasPaymentMethod: false }).payment_method_added).toBe(false);
    expect(flagsAfterStartOver(without('identity_verification'), { hasPaymentMethod: true })).toMatchObject({
      identity_verification: false,
    });
  });

  it('reaches Done by doing each step the wizard opens, never coming back to a step twice', () => {
    // A user who had finished, with a verified ID and a saved card, starts over: every step's
    // form earns only its own flags (step 3 shows the ID as verified, step 5 the saved card).
    let flags: SetupFlags = flagsAfterStartOver(ALL, { hasPaymentMethod: true });
    let step = firstUnfinishedRouteStep(flags, owner)!;
    const visited: number[] = [];
    while (step !== 7 && visited.length < 10) {
      visited.push(step);
      flags = { ...flags, ...Object.fromEntries(finish(step).map((flag) => [flag, true])) };
      step = nextRouteStep(step, flags, owner);
    }
    expect(step).toBe(7);
    expect(new Set(visited).size).toBe(visited.length);
  });
});

describe('the step menu', () => {
  it('lists the initial payment as step 6', () => {
    expect(WIZARD_MENU_STEPS[5]).toBe('Initial Payment');
    expect(MENU_STEP_ROUTES).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

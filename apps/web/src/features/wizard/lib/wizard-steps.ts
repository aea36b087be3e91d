import { formatUsd, INITIAL_PAYMENT_MIN_DOLLARS, type SetupContext, toCents } from '@vanbid/domain';
import type { SetupState } from './setup-state';

/** What the Done step lists: the steps of the user's path, in words. */
export function setUpItems(state: SetupState): string[] {
  if (state.isContactInvitee) return ['Your ID is verified', 'You signed the insertion order'];
  return [
    'Company info saved',
    'Contact saved',
    state.flags.identity_verification ? 'ID verified' : 'ID in review',
    'Insertion order signed',
    'Payment method added and payment authorization signed',
    ...(state.isMainAccount ? [] : ['Initial payment made']),
  ];
}

export interface NeededItem {
  title: string;
  detail: string;
}

/** What the setup will ask for, said before the first step so nobody stops halfway to look for it. */
export function whatYouNeed(context: SetupContext): NeededItem[] {
  const id: NeededItem = {
    title: 'A photo ID and a selfie',
    detail:
      'A driver’s license, state ID card or passport; a person at Vanbid reviews it, usually within a business day, while you go on.',
  };
  if (context.isContactInvitee) return [id];
  return [
    id,
    {
      title: 'Your US DOT number or state mover’s licence',
      detail: 'One of the two; it decides which kinds of leads and calls you can buy.',
    },
    {
      title: 'A card or US bank account',
      detail: 'To fund your wallet; you sign a payment authorization for it.',
    },
    ...(context.isMainAccount
      ? []
      : [
          {
            title: `An initial payment of ${formatUsd(toCents(INITIAL_PAYMENT_MIN_DOLLARS))}`,
            detail: 'Charged once at the end into your wallet; your calls and leads are paid from it.',
          },
        ]),
  ];
}

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

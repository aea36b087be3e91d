import { describe, expect, it } from 'vitest';
import { whatYouNeed } from './wizard-steps';

describe('what the wizard asks for up front', () => {
  it('names the photo ID, the DOT number or licence, a card and the $500 initial payment', () => {
    const items = whatYouNeed({ isContactInvitee: false, isMainAccount: false });
    expect(items.map((item) => item.title)).toEqual([
      'A photo ID and a selfie',
      'Your US DOT number or state mover’s licence',
      'A card or US bank account',
      'An initial payment of $500.00',
    ]);
  });

  it('asks a main account for no initial payment, and a contact invitee only for the ID', () => {
    expect(
      whatYouNeed({ isContactInvitee: false, isMainAccount: true }).map((item) => item.title),
    ).not.toContain('An initial payment of $500.00');
    expect(whatYouNeed({ isContactInvitee: true, isMainAccount: false }).map((item) => item.title)).toEqual([
      'A photo ID and a selfie',
    ]);
  });
});

import {
  createInvite,
  getAuthorizedContacts,
  listInvites,
  listTutorials,
  saveAuthorizedContact,
  viewTutorial,
} from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { signedInOwner, uniqueEmail } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

/** A record carries `id` (and, for older clients, the same number as `_id`). */
const withId = () => expect.objectContaining({ id: expect.any(Number) });
const sameIds = (record: { _id: number; id: number }) => expect(record.id).toBe(record._id);

describe('records carry id', () => {
  it('an invite, created and listed', async () => {
    const owner = await signedInOwner(context);
    const created = await call(createInvite, {
      as: owner,
      body: { email: uniqueEmail('invitee'), contactType: 'Manager', inviteType: 'company_creation_invite' },
    });
    expect(created.data.invite).toEqual(withId());
    sameIds(created.data.invite);
    const listed = await call(listInvites, { as: owner, query: {} });
    expect(listed.data.invites).toEqual([withId()]);
    expect(listed.data.invites[0]!.id).toBe(created.data.invite.id);
  });

  it('an authorized contact, saved and listed', async () => {
    const owner = await signedInOwner(context);
    const saved = await call(saveAuthorizedContact, {
      as: owner,
      body: {
        authorizedContactFirstName: 'Rosa',
        authorizedContactLastName: 'Diaz',
        authorizedContactPhoneNumber: '(804) 555-0111',
        authorizedContactEmail: uniqueEmail('rosa'),
        authorizedContactType: 'Sales Manager',
      },
    });
    expect(saved.data.contact).toEqual(withId());
    sameIds(saved.data.contact);
    const listed = await call(getAuthorizedContacts, { as: owner });
    expect(listed.data.contacts.map((contact) => contact.id)).toContain(saved.data.contact.id);
  });

  it('a tutorial, listed and viewed', async () => {
    const owner = await signedInOwner(context);
    const listed = await call(listTutorials, { as: owner });
    const first = listed.data.tutorials[0]!;
    expect(first).toEqual(withId());
    sameIds(first);
    const viewed = await call(viewTutorial, { as: owner, body: { videoId: first.id } });
    expect(viewed.data.tutorial).toEqual(withId());
  });
});

import {
  getAuthorizedContacts,
  getCompanyInfo,
  saveAuthorizedContact,
  saveCompanyInfo,
} from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

/** Ten digits and a megabyte's worth of anything else: a phone number is read by its digits. */
const padded = (phone: string) => `${phone} ${'ext '.repeat(50_000)}`.slice(0, 200_000);

const COMPANY = {
  companyName: 'Length Movers',
  companyBusinessAddress: '1 Bound St',
  companyCity: 'Richmond',
  companyState: 'VA',
  companyZipCode: '23219',
  companyPhoneNumber: '804-555-0100',
  companyEmailAddress: 'office@length.example',
  companyUsDotNumber: '1234567',
  companyLocalStateLicenseNumber: '',
  companyVanLinesAffiliation: 'Atlas',
};
const CONTACT = {
  authorizedContactFirstName: 'Rosa',
  authorizedContactLastName: 'Diaz',
  authorizedContactPhoneNumber: '(804) 555-0111',
  authorizedContactEmail: 'rosa@length.example',
  authorizedContactType: 'Sales Manager' as const,
};

describe('strings are bounded as the OpenAPI document says', () => {
  it('answers 400 in the envelope to a company phone number padded past its length, and keeps the saved one', async () => {
    const owner = await signedInOwner(context, { setupComplete: false, isMainAccount: false });
    expect((await call(saveCompanyInfo, { as: owner, body: COMPANY })).status).toBe(200);
    const before = (await call(getCompanyInfo, { as: owner })).data.company;

    const answer = await call(saveCompanyInfo, {
      as: owner,
      body: { ...COMPANY, companyPhoneNumber: padded('804-555-0199') },
    });

    expect(answer.status).toBe(400);
    expect(answer.envelope.Status).toBe('fail');
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(answer.error.fields).toHaveProperty('companyPhoneNumber');
    const after = (await call(getCompanyInfo, { as: owner })).data.company;
    expect(after).toEqual(before);
    expect(after.companyPhoneNumber).toBe('(804) 555-0100');
  });

  it('answers 400 to an authorized contact whose phone number is padded past its length, and adds no contact', async () => {
    const owner = await signedInOwner(context, { setupComplete: false, isMainAccount: false });

    const answer = await call(saveAuthorizedContact, {
      as: owner,
      body: { ...CONTACT, authorizedContactPhoneNumber: padded('(804) 555-0111') },
    });

    expect(answer.status).toBe(400);
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(answer.error.fields).toHaveProperty('authorizedContactPhoneNumber');
    const contacts = await call(getAuthorizedContacts, { as: owner });
    expect(contacts.data.contacts).toEqual([]);
  });
});

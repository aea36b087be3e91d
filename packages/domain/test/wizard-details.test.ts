import { describe, expect, it } from 'vitest';
import { deriveCompanyType, pickCompanyFields, pickContactFields } from '../src/index';

describe('deriveCompanyType', () => {
  it.each([
    ['123', 'L-9', 'Both'],
    [undefined, 'L-9', 'Local'],
    ['  ', 'L-9', 'Local'],
    ['123', null, 'Long Distance'],
    ['123', '', 'Long Distance'],
    [null, undefined, undefined],
    ['', ' ', undefined],
  ] as const)('DOT %j and licence %j → %s', (usDotNumber, stateLicenseNumber, type) => {
    expect(deriveCompanyType({ usDotNumber, stateLicenseNumber })).toBe(type);
  });
});

describe('pickCompanyFields and pickContactFields', () => {
  const details = {
    companyName: 'Acme Movers',
    companyState: 'NY',
    authorizedContactFirstName: 'Ann',
    authorizedOtherContact: '',
    cardNumber: '4111',
    login: 'ann',
  };

  it('keeps only the keys starting with company', () => {
    expect(pickCompanyFields(details)).toEqual({ companyName: 'Acme Movers', companyState: 'NY' });
  });

  it('keeps only the keys starting with authorized', () => {
    expect(pickContactFields(details)).toEqual({
      authorizedContactFirstName: 'Ann',
      authorizedOtherContact: '',
    });
  });

  it('gives an empty object when nothing matches', () => {
    expect(pickCompanyFields({ cardNumber: '1' })).toEqual({});
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadTextBody } from '../../src/features/mobile-numbers';

const BASE = 'https://portal.vanbid.test';
const lead = {
  link: `${BASE}/leads/4711?account=12`,
  isTest: false,
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '8045551234',
  fromZip: '23219',
  toZip: '22201',
};
/** The GSM 7-bit basic characters a phone sends 160 to a segment (no → or …, which would make it 70). */
const GSM_BASIC = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅå_ÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;
/** Two concatenated GSM-7 segments: 153 characters each (the header joining them takes 7 of the 160). */
const TWO_SEGMENTS = 2 * 153;

describe('leadTextBody', () => {
  it('tells the name, the phone, the route with cities and the link to the lead, in one text', () => {
    expect(leadTextBody(lead)).toBe(
      'New Vanbid lead: Jane Doe, (804) 555-1234. Move from Richmond, VA 23219 to Arlington, VA 22201. https://portal.vanbid.test/leads/4711?account=12',
    );
  });

  it('writes a name with accents, curly quotes or emoji in plain GSM, so a typical lead is one 160-character text', () => {
    const body = leadTextBody({ ...lead, firstName: 'José “Pepe” 🙂', lastName: 'O’Núñez' });

    expect(body).toMatch(GSM_BASIC);
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body).toContain(': Jose "Pepe" O\'Nunez, (804) 555-1234.');
  });

  it('stays plain GSM and within two segments whatever the name is written in', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.string({ unit: 'grapheme' }),
        (first, last) => {
          const body = leadTextBody({ ...lead, firstName: first, lastName: last });
          expect(body).toMatch(GSM_BASIC);
          expect(body.length).toBeLessThanOrEqual(TWO_SEGMENTS);
        },
      ),
    );
  });

  it('shortens a name of 300 letters to what fits two segments, ending in ...', () => {
    const body = leadTextBody({ ...lead, firstName: 'A'.repeat(300), lastName: 'Doe' });

    expect(body.length).toBe(TWO_SEGMENTS);
    expect(body).toMatch(/^New Vanbid lead: A+\.\.\., \(804\) 555-1234\. Move from 23219 to 22201\. /);
  });

  it('writes brackets, braces and the like (two GSM characters each) as plain ones, so a long name still fits two segments', () => {
    const body = leadTextBody({ ...lead, firstName: '[Jane] {Jr} ~ | \\ ^ €'.repeat(20), lastName: 'Doe' });

    expect(body).toMatch(GSM_BASIC);
    expect(body.length).toBeLessThanOrEqual(TWO_SEGMENTS);
    expect(body).toMatch(/^New Vanbid lead: \(Jane\) \(Jr\) - \/ \/ /);
  });

  it('says a test lead is a test, and links where it was sent from', () => {
    const body = leadTextBody({ ...lead, isTest: true, link: `${BASE}/settings/lead-delivery?account=12` });
    expect(body).toMatch(/^Vanbid TEST lead \(not a real customer\): Jane Doe/);
    expect(body).toContain(`${BASE}/settings/lead-delivery?account=12`);
    expect(body).not.toContain('/leads/');
  });

  it('keeps the ZIP alone where the ZIP table has no city', () => {
    expect(leadTextBody({ ...lead, toZip: '00000' })).toContain('Move from Richmond, VA 23219 to 00000.');
  });

  it('shortens a long name, never the phone or the link, to two segments of plain characters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }).map((text) => text.replace(/[^A-Za-z ]/g, 'x')),
        fc.string({ maxLength: 400 }).map((text) => text.replace(/[^A-Za-z ]/g, 'y')),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (firstName, lastName, id) => {
          const body = leadTextBody({
            ...lead,
            firstName,
            lastName,
            link: `${BASE}/leads/${id}?account=${id}`,
          });
          expect(body.length).toBeLessThanOrEqual(TWO_SEGMENTS);
          expect(body).toContain('(804) 555-1234');
          expect(body.endsWith(`${BASE}/leads/${id}?account=${id}`)).toBe(true);
          expect(body).toMatch(GSM_BASIC);
        },
      ),
    );
  });
});

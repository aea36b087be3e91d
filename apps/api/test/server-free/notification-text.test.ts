import { describe, expect, it } from 'vitest';
import { notificationTextBody } from '../../src/features/notifications';

const BASE = 'https://portal.vanbid.test';
/** Printable ASCII without the characters GSM-7 keeps in its extension table: one of a segment's 153 each. */
const GSM_BASIC = /^[A-Za-z0-9 !"#$%&'()*+,\-./:;<=>?@_]*$/;
/** Two concatenated GSM-7 segments: 153 characters each. */
const TWO_SEGMENTS = 2 * 153;

describe('notificationTextBody', () => {
  it('writes an em dash, curly quotes and accents as plain characters, so a phone sends GSM-7 segments, not 70-character ones', () => {
    const body = notificationTextBody(
      'Return approved — $12.50 credited',
      'Lead #123 (Not the person) was credited to “José’s” wallet.',
      BASE,
    );

    expect(body).toBe(
      `Vanbid: Return approved - $12.50 credited. Lead #123 (Not the person) was credited to "Jose's" wallet. ${BASE}/notifications`,
    );
    expect(body).toMatch(GSM_BASIC);
  });

  it('shortens a long body to what fits two segments, keeping the link', () => {
    const body = notificationTextBody('Campaign quiet', `${'word '.repeat(100)}{end}`, BASE);

    expect(body.length).toBeLessThanOrEqual(TWO_SEGMENTS);
    expect(body).toMatch(GSM_BASIC);
    expect(body.endsWith(`... ${BASE}/notifications`)).toBe(true);
  });
});

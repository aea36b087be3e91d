import { describe, expect, it } from 'vitest';
import {
  ageWords,
  callDurationText,
  callOutcomeWords,
  greatCircleMiles,
  notChargedWords,
  splitOnName,
  telUri,
} from '../src/index';

describe('greatCircleMiles', () => {
  it('measures Richmond, VA to Atlanta, GA as the crow flies', () => {
    const richmond = { latitude: 37.5407, longitude: -77.436 };
    const atlanta = { latitude: 33.749, longitude: -84.388 };
    expect(greatCircleMiles(richmond, atlanta)).toBeGreaterThan(460);
    expect(greatCircleMiles(richmond, atlanta)).toBeLessThan(480);
  });

  it('is 0 for one place and the same both ways', () => {
    const a = { latitude: 40.7, longitude: -74 };
    const b = { latitude: 34.05, longitude: -118.24 };
    expect(greatCircleMiles(a, a)).toBe(0);
    expect(greatCircleMiles(a, b)).toBe(greatCircleMiles(b, a));
  });
});

describe('call words', () => {
  it('says how a call went and why it was not charged', () => {
    expect(callOutcomeWords('answered', 245)).toBe('Answered, talked 4:05');
    expect(callOutcomeWords('missed', 0)).toBe('Missed: nobody answered');
    expect(callOutcomeWords('voicemail', 30)).toBe('Went to voicemail');
    expect(notChargedWords('too_short')).toBe('Shorter than the billable length');
    expect(notChargedWords('funds')).toBe('Not enough funds when it ended');
    expect(notChargedWords(null)).toBeNull();
    expect(notChargedWords('toString')).toBeNull();
  });

  it('writes durations as a clock', () => {
    expect(callDurationText(5)).toBe('0:05');
    expect(callDurationText(3723)).toBe('1:02:03');
  });
});

describe('ageWords', () => {
  it('names the largest whole unit', () => {
    expect(ageWords(1)).toBe('1 second');
    expect(ageWords(59)).toBe('59 seconds');
    expect(ageWords(60 * 12 + 5)).toBe('12 minutes');
    expect(ageWords(3600)).toBe('1 hour');
    expect(ageWords(4 * 86_400 + 7200)).toBe('4 days');
  });
});

describe('splitOnName', () => {
  it('finds the company in any case, as whole words, each time', () => {
    const parts = splitOnName('I agree that ACME Movers and acme movers may call.', 'Acme Movers');
    expect(parts.filter((part) => part.isMatch).map((part) => part.text)).toEqual([
      'ACME Movers',
      'acme movers',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      'I agree that ACME Movers and acme movers may call.',
    );
  });

  it('leaves the text whole when the name is absent, part of a word, or full of regex characters', () => {
    expect(splitOnName('Movers may call.', 'Acme')).toEqual([{ text: 'Movers may call.', isMatch: false }]);
    expect(splitOnName('Acmes may call.', 'Acme').some((part) => part.isMatch)).toBe(false);
    expect(splitOnName('A+B (Moving) may call.', 'A+B (Moving)').filter((p) => p.isMatch)).toHaveLength(1);
  });
});

describe('telUri', () => {
  it('dials a US number in E.164 whatever its punctuation', () => {
    expect(telUri('(804) 555-0123')).toBe('tel:+18045550123');
    expect(telUri('+1 804.555.0123')).toBe('tel:+18045550123');
    expect(telUri('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

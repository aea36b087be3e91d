import { describe, expect, it } from 'vitest';
import { parseMarketSignalsCommand } from '../src/features/market-signals';

describe('npm run market-signals -- …', () => {
  it('recalculates the minimums of the Eastern hour of --at, of the given types', () => {
    expect(parseMarketSignalsCommand(['minimums', '--at', '2026-11-24T16:30:00.000Z', '5', '2'])).toEqual({
      command: 'minimums',
      campaignTypeIds: [5, 2],
      at: new Date('2026-11-24T16:30:00.000Z'),
    });
  });

  it('runs at the present moment over every type without them', () => {
    expect(parseMarketSignalsCommand(['minimums'])).toEqual({ command: 'minimums', campaignTypeIds: [] });
    expect(parseMarketSignalsCommand(['competitiveness'])).toEqual({
      command: 'competitiveness',
      campaignTypeIds: [],
    });
  });

  it('refuses an unknown command, a type that is not a number and a moment that is not one', () => {
    for (const argv of [
      [],
      ['prices'],
      ['minimums', 'five'],
      ['minimums', '--at'],
      ['minimums', '--at', 'tomorrow'],
      ['competitiveness', '--at', '2026-11-24T16:30:00Z'],
    ])
      expect(parseMarketSignalsCommand(argv), argv.join(' ')).toBeNull();
  });
});

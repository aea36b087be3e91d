import { LEADS_SLIDER, nextSliderValue } from '@vanbid/domain';
import { describe, expect, it } from 'vitest';
import { formatLastBuy } from './format';
import { limitSteps } from './limit-steps';

describe('limitSteps', () => {
  it('runs from the minimum to the maximum through the current value, each step one slider move', () => {
    const steps = limitSteps(200, LEADS_SLIDER);
    expect(steps[0]).toBe(75);
    expect(steps.at(-1)).toBe(2000);
    expect(steps).toContain(200);
    expect(steps).toContain(nextSliderValue(200, 'up'));
    expect(steps).toContain(nextSliderValue(200, 'down'));
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it('stops at round amounts, so the keyboard gets back from $997 to $1,000 in one step', () => {
    const steps = limitSteps(997, LEADS_SLIDER);
    expect(steps[steps.indexOf(997) + 1]).toBe(1000);
    expect(steps.filter((step) => step !== 997 && step !== 75 && step % 5 !== 0)).toEqual([]);
    expect(steps).toEqual(expect.arrayContaining([100, 250, 500, 1000, 1500, 2000]));
  });

  it('clamps a value outside the range', () => {
    expect(limitSteps(5000, LEADS_SLIDER).at(-1)).toBe(2000);
  });
});

describe('formatLastBuy', () => {
  it('reads the wire time as already in the user’s zone', () => {
    const now = new Date('2026-11-23T01:00:00Z'); // Nov 22, 8 PM Eastern
    expect(formatLastBuy('2026-11-22 14:05:09', 'America/New_York', now)).toBe('Today 2:05 PM');
    expect(formatLastBuy('2026-11-19 14:05:09', 'America/New_York', now)).toBe('Nov 19, 2:05 PM');
    expect(formatLastBuy(null, 'America/New_York')).toBe('Never');
  });
});

import type { SliderSettings } from '@vanbid/domain';

/** Round step sizes in dollars; the slider takes the largest within `stepPercent` % of the value. */
const ROUND_STEPS = [5, 10, 25, 50, 100, 250, 500, 1000] as const;

function roundStepAt(value: number, stepPercent: number): number {
  const wanted = (value * stepPercent) / 100;
  return ROUND_STEPS.findLast((step) => step <= wanted) ?? ROUND_STEPS[0];
}

/**
 * The values the limit slider stops at: the minimum, round amounts up to the maximum (steps of
 * about `stepPercent` % of the value: $5 near $100, $25 near $500, $50 near $1,000) and the
 * current value, so one arrow key from $997 reaches $1,000.
 */
export function limitSteps(current: number, slider: SliderSettings): number[] {
  const steps = new Set<number>([slider.min, slider.max]);
  steps.add(Math.min(slider.max, Math.max(slider.min, Math.round(current))));
  for (let value = slider.min; value < slider.max; ) {
    const step = roundStepAt(value, slider.stepPercent);
    value = Math.min(slider.max, Math.floor(value / step) * step + step);
    steps.add(value);
  }
  return [...steps].sort((a, b) => a - b);
}

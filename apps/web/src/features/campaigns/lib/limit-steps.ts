import { nextSliderValue, type SliderSettings } from '@vanbid/domain';

/**
 * The values the limit slider stops at: from the current value, step by step down to the
 * minimum and up to the maximum, each step `stepPercent` % of the value (`nextSliderValue`).
 */
export function limitSteps(current: number, slider: SliderSettings): number[] {
  const steps = new Set<number>([Math.min(slider.max, Math.max(slider.min, Math.round(current)))]);
  for (const direction of ['down', 'up'] as const) {
    let value = [...steps][0]!;
    for (;;) {
      const next = nextSliderValue(value, direction, slider);
      if (next === value) break;
      steps.add(next);
      value = next;
    }
  }
  return [...steps].sort((a, b) => a - b);
}

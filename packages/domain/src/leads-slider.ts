// The leads slider: a daily spend limit in dollars (docs/product.md §4, "Daily limit").

export type SliderSettings = { min: number; max: number; stepPercent: number };

/** Defaults of the global setting `leads_slider`; the server may override them. */
export const LEADS_SLIDER: SliderSettings = { min: 75, max: 2000, stepPercent: 5 };
export const LEADS_SLIDER_SETTING = 'leads_slider';
/** Keys of `leads_slider` in the global settings (docs/product.md §4). */
export const LEADS_SLIDER_SETTING_KEYS = {
  min: 'transaction_limit_min',
  max: 'transaction_limit_max',
  stepPercent: 'slider_step_percent',
} as const;

export type SliderDirection = 'up' | 'down';

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The next slider value: one step of `stepPercent` % of the current value, rounded to whole
 * dollars (at least 1), up or down, clamped to min–max. The result is a whole number.
 */
export function nextSliderValue(
  current: number,
  direction: SliderDirection,
  slider: SliderSettings = LEADS_SLIDER,
): number {
  if (!Number.isFinite(current)) throw new RangeError(`Not a slider value: ${current}`);
  const base = clamp(Math.round(current), slider.min, slider.max);
  const step = Math.max(1, Math.round((base * slider.stepPercent) / 100));
  return clamp(direction === 'up' ? base + step : base - step, slider.min, slider.max);
}

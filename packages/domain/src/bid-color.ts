// Cell colour of the bid schedule: green → yellow → red between min and max (docs/product.md §4).

export type Rgb = { r: number; g: number; b: number };

/**
 * The three anchors. Chosen so every channel is monotone along the gradient: red never falls
 * and green never rises as the value goes up (blue stays 0).
 */
export const BID_COLOR_GREEN: Rgb = { r: 0, g: 200, b: 0 };
export const BID_COLOR_YELLOW: Rgb = { r: 255, g: 200, b: 0 };
export const BID_COLOR_RED: Rgb = { r: 255, g: 0, b: 0 };

function mix(from: Rgb, to: Rgb, t: number): Rgb {
  return {
    r: Math.round(from.r + (to.r - from.r) * t),
    g: Math.round(from.g + (to.g - from.g) * t),
    b: Math.round(from.b + (to.b - from.b) * t),
  };
}

/** Where `value` lies between `min` and `max`, clamped to 0–1; 0 when the range is empty or unbounded or the value is NaN. */
function position(value: number, min: number, max: number): number {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  if (!(high > low) || !Number.isFinite(high - low) || Number.isNaN(value)) return 0;
  if (value <= low) return 0;
  if (value >= high) return 1;
  return (value - low) / (high - low);
}

/**
 * Green at `min`, yellow at the midpoint, red at `max`, linear in between; `min === max`
 * gives green; values outside the range clamp to its ends. `min` and `max` may come swapped.
 */
export function bidCellColor(value: number, min: number, max: number): Rgb {
  const t = position(value, min, max);
  return t <= 0.5
    ? mix(BID_COLOR_GREEN, BID_COLOR_YELLOW, t * 2)
    : mix(BID_COLOR_YELLOW, BID_COLOR_RED, t * 2 - 1);
}

/** `{ r: 255, g: 0, b: 0 }` → `'rgb(255, 0, 0)'`. */
export function rgbToCss(color: Rgb): string {
  return `rgb(${color.r}, ${color.g}, ${color.b})`;
}

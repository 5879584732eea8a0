/**
 * Y-axis rules of the site graph (spec 001 §2.8, §9): floors of the axis, the Zoom Y button and
 * the stacked view. Ranges are { min, max } in the axis's own unit.
 */
export interface AxisRange {
  min: number;
  max: number;
}

/**
 * Spec 001 §9: available-water and template views show at least up to 110; the threshold graph
 * at most 40 at the bottom and at least 110 at the top. The spec's "70 for the maximum in some
 * cases" names no view, so callers opt in with the `upperFloor` option.
 */
export const Y_AXIS_LIMITS = { awUpperFloor: 110, altUpperFloor: 70, thresholdLowerCeiling: 40, thresholdUpperFloor: 110 } as const;

export type AxisView = 'availableWater' | 'template' | 'threshold' | 'other';

/** The y range to draw for data spanning [dataMin, dataMax] on a view. */
export function yAxisRange(view: AxisView, data: AxisRange, options: { upperFloor?: number } = {}): AxisRange {
  let { min, max } = data;
  if (view === 'availableWater' || view === 'template') max = Math.max(max, Y_AXIS_LIMITS.awUpperFloor);
  if (view === 'threshold') {
    min = Math.min(min, Y_AXIS_LIMITS.thresholdLowerCeiling);
    max = Math.max(max, Y_AXIS_LIMITS.thresholdUpperFloor);
  }
  if (options.upperFloor !== undefined) max = Math.max(max, options.upperFloor);
  return { min, max };
}

/** Spec 001 §9: zoom steps split the y range into 10 parts. */
export const ZOOM_Y_PARTS = 10;
/** Four clicks leave the middle fifth; a fifth would leave nothing to show. */
export const MAX_ZOOM_Y_CLICKS = ZOOM_Y_PARTS / 2 - 1;

/**
 * Zoom Y after `clicks` presses: each press trims a tenth of the unzoomed range from each end.
 * Steps are tenths of the original range (not of the already zoomed one), so every press moves
 * the ends by the same amount; presses past the last useful one change nothing.
 */
export function zoomY(range: AxisRange, clicks: number): AxisRange {
  const steps = Math.max(0, Math.min(Math.floor(clicks), MAX_ZOOM_Y_CLICKS));
  const step = (range.max - range.min) / ZOOM_Y_PARTS;
  return { min: range.min + steps * step, max: range.max - steps * step };
}

/** Spec 001 §2.8: stacked view levels 0 to 10, 0 is off. */
export const STACK_LEVELS = { min: 0, max: 10 } as const;

export const stackPlus = (level: number): number => Math.min(STACK_LEVELS.max, level + 1);
export const stackMinus = (level: number): number => Math.max(STACK_LEVELS.min, level - 1);
export const stackReset = (): number => STACK_LEVELS.min;

/**
 * Vertical offsets that pull series apart in the stacked view: the i-th series moves up by
 * i × level tenths of the data's span, so level 10 lifts each series a whole span above the
 * previous one and level 0 draws them on top of each other.
 */
export function stackOffsets(seriesCount: number, level: number, span: number): number[] {
  const clamped = Math.max(STACK_LEVELS.min, Math.min(STACK_LEVELS.max, Math.floor(level)));
  return Array.from({ length: seriesCount }, (_, i) => (i * clamped * span) / STACK_LEVELS.max);
}

import { useAfterPaint } from '../../ui/useAfterPaint';

/**
 * Cards drawn in the list's first frame: a phone shows three or four, a desktop panel five or six.
 * The rest follow right after that frame is painted (issue 37): on a mid-range phone each card costs
 * the first render ~15 ms, and twenty of them held the sites screen back by a quarter of a second.
 */
export const FIRST_FRAME_CARDS = 6;

/** How many of `count` cards to draw now: the first frame's few, then all of them. */
export function useCardsShown(count: number): number {
  return useAfterPaint() ? count : Math.min(count, FIRST_FRAME_CARDS);
}

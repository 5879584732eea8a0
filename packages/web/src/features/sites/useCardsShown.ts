import { startTransition, useEffect, useState } from 'react';

/**
 * Cards drawn in the list's first frame: a phone shows three or four, a desktop panel five or six.
 * The rest follow right after that frame is painted (issue 37): on a mid-range phone each card costs
 * the first render ~15 ms, and twenty of them held the sites screen back by a quarter of a second.
 */
export const FIRST_FRAME_CARDS = 6;

/** How many of `count` cards to draw now: the first frame's few, then all of them. */
export function useCardsShown(count: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all) return;
    // After the next paint (a frame, then a task), and interruptible: a tap meanwhile comes first.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all]);
  return all ? count : Math.min(count, FIRST_FRAME_CARDS);
}

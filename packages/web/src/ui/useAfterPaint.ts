import { useEffect, useState } from 'react';

/**
 * False until the browser has painted a frame of the component with `ready` true (by default its
 * first frame), then true for good: parts of a screen that are not what a grower opened it for (the
 * map, the weather bar, the graph's legend) render after what they did come for (the site cards, the
 * chart) is on screen, instead of holding its first paint back. On a phone (4× slower than a
 * desktop) the sites page's first frame with the map took a third longer.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}

import { Tooltip, type TooltipProps } from '@mantine/core';

/** Whether the device's main pointer can hover (a mouse, a trackpad): read once; a phone's doesn't change. */
const canHover = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;

/**
 * A tooltip where one can be seen. Mantine's opens on hover, never on a touch, so on a phone it only
 * costs its floating element's setup — the sites page's rail of seven took ~30 ms of a throttled
 * phone's first frame (issue 37). What it wraps keeps its own label (aria-label) for screen readers.
 */
export function HoverTooltip({ children, ...props }: TooltipProps) {
  return canHover ? <Tooltip {...props}>{children}</Tooltip> : children;
}

import { useMediaQuery } from '@mantine/hooks';

/** Below the theme's `sm` breakpoint (48em): the phone layout of issue 37. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the graph screen lays itself out for a phone. Read at the first render (not after an
 * effect), so a phone never draws the desktop layout first and then moves the chart.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

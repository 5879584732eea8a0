import { COLOUR_HEX } from '../agronomy/siteState';
import { thresholdPercentToVwc, type Thresholds } from '../agronomy/thresholds';

export type BandName = 'red' | 'yellow' | 'green' | 'lightBlue' | 'fullMarker';

export interface Band {
  name: BandName;
  from: number;
  to: number;
  colour: string;
}

/** Spec 001 §9: a thin band at 100–100.5 % of available water marks "full" (FC) on AW and moisture views. */
export const FULL_MARKER_BAND = { from: 100, to: 100.5 } as const;

/**
 * The colour bands behind the AW and moisture views, as % of available water (relative):
 * red from PWP (0) to RP, yellow RP–WL1, green WL1–WL2, light blue WL2–100, then the dark-blue
 * marker at 100–100.5. The same edges as the bar
 * colours of spec 001 §4 (`barColour`).
 */
export function relativeBands(t: Pick<Thresholds, 'rp' | 'wl1' | 'wl2'>): Band[] {
  return [
    { name: 'red', from: 0, to: t.rp, colour: COLOUR_HEX.red },
    { name: 'yellow', from: t.rp, to: t.wl1, colour: COLOUR_HEX.yellow },
    { name: 'green', from: t.wl1, to: t.wl2, colour: COLOUR_HEX.green },
    { name: 'lightBlue', from: t.wl2, to: FULL_MARKER_BAND.from, colour: COLOUR_HEX.lightBlue },
    { name: 'fullMarker', from: FULL_MARKER_BAND.from, to: FULL_MARKER_BAND.to, colour: COLOUR_HEX.darkBlue },
  ];
}

/**
 * The same bands in absolute VWC % for one depth: each edge converted with spec 001 §9's
 * PWP + pct × (FC − PWP)/100, to 2 decimals. Empty when FC is not above PWP (no range to draw).
 */
export function absoluteBands(t: Thresholds): Band[] {
  if (!(t.fc > t.pwp)) return [];
  return relativeBands(t).map((band) => ({
    ...band,
    from: thresholdPercentToVwc(band.from, t.fc, t.pwp),
    to: thresholdPercentToVwc(band.to, t.fc, t.pwp),
  }));
}

/** Bands for the display mode: relative (% of AW, shared by every depth) or absolute (per depth). */
export function bandsFor(mode: 'relative' | 'absolute', t: Thresholds): Band[] {
  return mode === 'relative' ? relativeBands(t) : absoluteBands(t);
}

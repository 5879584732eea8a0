import { DEFAULT_THRESHOLDS, numericColumns, type DeviceThresholds, type SiteSeries } from '@tilth/domain';

/** The probe's depth count, read from the numeric columns the chart decodes anyway (not the boxed ones). */
const probeDepths = (data: SiteSeries | undefined) => (data?.probe ? numericColumns(data.probe).moisture.length : undefined);

/** A device's soil thresholds for each of its depths; what it lacks takes the defaults (thickness 0). */
export function thresholdsOf(t: DeviceThresholds | undefined, depthCount: number): DeviceThresholds {
  const fill = (values: number[] | undefined, fallback: number) => Array.from({ length: depthCount }, (_, i) => values?.[i] ?? fallback);
  return {
    fc: fill(t?.fc, DEFAULT_THRESHOLDS.fc),
    pwp: fill(t?.pwp, DEFAULT_THRESHOLDS.pwp),
    rp: fill(t?.rp, DEFAULT_THRESHOLDS.rp),
    wl1: fill(t?.wl1, DEFAULT_THRESHOLDS.wl1),
    wl2: fill(t?.wl2, DEFAULT_THRESHOLDS.wl2),
    thicknessIn: fill(t?.thicknessIn, 0),
  };
}

/** Root-zone thresholds (RP, WL1, WL2 as % of AW) for the relative bands: the probe's top depth, as the card's bar. */
export function bandThresholds(data: SiteSeries | undefined): { rp: number; wl1: number; wl2: number; fc: number; pwp: number } {
  const t = thresholdsOf(data?.thresholds?.probe, Math.max(1, probeDepths(data) ?? 1));
  return { rp: t.rp[0]!, wl1: t.wl1[0]!, wl2: t.wl2[0]!, fc: t.fc[0]!, pwp: t.pwp[0]! };
}

/** Thresholds of one probe depth, for absolute moisture bands. */
export function depthThresholds(
  data: SiteSeries | undefined,
  depth: number,
): { rp: number; wl1: number; wl2: number; fc: number; pwp: number } {
  const t = thresholdsOf(data?.thresholds?.probe, Math.max(depth + 1, probeDepths(data) ?? 1));
  return { rp: t.rp[depth]!, wl1: t.wl1[depth]!, wl2: t.wl2[depth]!, fc: t.fc[depth]!, pwp: t.pwp[depth]! };
}

import type { MoistureLevel, PinColour, SiteStateFlags } from '../agronomy/siteState';

/**
 * Why a pin has its colour, in words and a one-letter mark, so colour is never the only signal
 * (spec 001 §4 priority order, the same rules as pinColour).
 */
export type PinReason =
  | 'justInstalled'
  | 'moisture'
  | 'outOfSeason'
  | 'irrigating'
  | 'notIrrigating'
  | 'stale'
  | 'salinityOnly'
  | 'pressureOn'
  | 'pressureOff'
  | 'noData';

export interface PinStatus {
  reason: PinReason;
  label: string;
  /** One character drawn inside the pin. */
  mark: string;
}

const MOISTURE: Readonly<Record<MoistureLevel, { label: string; mark: string }>> = {
  LOW: { label: 'Low moisture', mark: 'L' },
  MED: { label: 'Medium moisture', mark: 'M' },
  FAIR: { label: 'Fair moisture', mark: 'F' },
  GOOD: { label: 'Good moisture', mark: 'G' },
  HIGH: { label: 'High moisture', mark: 'H' },
};

/** Outside the crop's season the moisture level is not judged (pinColour draws it grey). */
const OUT_OF_SEASON: PinStatus = { reason: 'outOfSeason', label: 'Outside the season', mark: '–' };

const moistureStatus = (flags: SiteStateFlags, moisture: MoistureLevel): PinStatus =>
  flags.outOfSeason ? OUT_OF_SEASON : { reason: 'moisture', ...MOISTURE[moisture] };

export function pinStatus(flags: SiteStateFlags): PinStatus {
  if (flags.justInstalled) return { reason: 'justInstalled', label: 'Just installed', mark: '+' };
  if (flags.moisture && flags.salinity) return moistureStatus(flags, flags.moisture);
  if (flags.irrigatingNow) {
    return flags.irrigatingNow === 'ON'
      ? { reason: 'irrigating', label: 'Irrigating now', mark: 'I' }
      : { reason: 'notIrrigating', label: 'Not irrigating', mark: '-' };
  }
  if (flags.updatedRecently === false) return { reason: 'stale', label: 'No recent data', mark: '×' };
  if (flags.moisture) return moistureStatus(flags, flags.moisture);
  if (flags.salinity) return { reason: 'salinityOnly', label: 'Salinity only', mark: 'S' };
  if (flags.pressure)
    return flags.pressure === 'ON'
      ? { reason: 'pressureOn', label: 'Pressure on', mark: 'P' }
      : { reason: 'pressureOff', label: 'Pressure off', mark: 'P' };
  return { reason: 'noData', label: 'No data', mark: '?' };
}

/** Spec 001 §9 palette for pins; white and grey are the pre-install and no-data pins. */
export const PIN_HEX: Readonly<Record<PinColour, string>> = {
  red: '#cc3d37',
  yellow: '#ffe119',
  green: '#66b92d',
  lightBlue: '#c0c9f0',
  blue: '#175c93',
  white: '#ffffff',
  grey: '#8a9096',
};

/** Pins whose fill is light take dark text. */
export const PIN_TEXT: Readonly<Record<PinColour, string>> = {
  red: '#ffffff',
  yellow: '#1f2328',
  green: '#1f2328',
  lightBlue: '#1f2328',
  blue: '#ffffff',
  white: '#1f2328',
  grey: '#ffffff',
};

export const SALINITY_LABELS = { LOW: 'Salinity low', MED: 'Salinity medium', HIGH: 'Salinity high' } as const;

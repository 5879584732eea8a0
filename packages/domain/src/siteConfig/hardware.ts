/**
 * Probe hardware the platform knows. The 'type' strings are the documented API's device
 * names (badger = probe logger) and stay as the contract spells them.
 */
export interface HardwareType {
  value: string;
  type: string;
  sensorType: 'aquacheck' | 'sentek-api' | 'tilth';
  /** Sensor depths in inches, top first; empty for a pressure transducer. */
  depths: number[];
  pressure: boolean;
}

export const HARDWARE_TYPES: readonly HardwareType[] = [
  { value: '40" AquaCheck(6 sensors)', type: 'badger', sensorType: 'aquacheck', depths: [4, 8, 16, 24, 32, 40], pressure: false },
  { value: '20" AquaCheck(4 sensors)', type: 'badger', sensorType: 'aquacheck', depths: [4, 8, 12, 20], pressure: false },
  {
    value: '36" Sentek Drill & Drop(9 sensors)',
    type: 'badger',
    sensorType: 'sentek-api',
    depths: [4, 8, 12, 16, 20, 24, 28, 32, 36],
    pressure: false,
  },
  { value: 'Pressure Transducer', type: 'pressure', sensorType: 'tilth', depths: [], pressure: true },
];

export const LOCAL_SENSOR_DEPTH_IN = 6;

export function hardwareByValue(value: string): HardwareType | undefined {
  return HARDWARE_TYPES.find((h) => h.value === value);
}

/** Threshold names: FC and PWP in VWC %, RP/WL1/WL2 in % of available water (defaults in agronomy). */
export type ThresholdName = 'fc' | 'pwp' | 'rp' | 'wl1' | 'wl2';

/** Percent of available water to absolute VWC (spec 001 §9), 2 decimals. */
export function percentToAbsolute(percent: number, fc: number, pwp: number): number {
  return Math.round((pwp + (percent * (fc - pwp)) / 100) * 100) / 100;
}

import { formatNoteTime, mmToInches, type ManualReading, type Preference } from '@tilth/domain';
import { percent, waterDepth } from '../sites/units';

type LengthUnit = Preference['unit'];

/** Each kind's name in the manualReadings catalogue. */
export const KIND_LABELS: Record<ManualReading['kind'], 'kindMoisture' | 'kindRain'> = { moisture: 'kindMoisture', rain: 'kindRain' };

/** A probe depth, stored in cm: whole inches, or cm for metric users. */
export function depthText(cm: number | null, unit: LengthUnit): string {
  if (cm === null) return '—';
  return unit === 'meters' ? `${Number(cm.toFixed(1))} cm` : `${Math.round(cm / 2.54)} in`;
}

/** The reading's value in the user's units: moisture as % VWC, rain (stored in mm) as inches or mm. */
export function valueText(reading: Pick<ManualReading, 'kind' | 'value'>, unit: LengthUnit): string {
  return reading.kind === 'moisture' ? `${percent(reading.value)} VWC` : waterDepth(mmToInches(reading.value), unit);
}

/** When it was taken, as MM/DD/YY HH:mm in the farm's zone (as the notes show theirs). */
export const takenAtText = (takenAt: string, timeZone: string) => formatNoteTime(Math.floor(Date.parse(takenAt) / 1000), timeZone);

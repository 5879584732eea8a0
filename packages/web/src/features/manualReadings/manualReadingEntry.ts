import {
  MANUAL_DEPTH_CM_MAX,
  MANUAL_NOTE_MAX_LENGTH,
  MOISTURE_PERCENT_MAX,
  RAIN_MM_MAX,
  wallTime,
  wallTimeToEpoch,
  type Preference,
} from '@tilth/domain';

/**
 * The "Log a reading" form as typed, and the request it makes (issue 37). Numbers are typed in the
 * user's units — depth in inches or cm, rain in inches or mm — and sent in the API's: cm and mm.
 */
export interface ReadingEntry {
  kind: 'moisture' | 'rain';
  /** An <input type="datetime-local"> value in the farm's zone. */
  takenAt: string;
  depth: string;
  value: string;
  note: string;
}

export interface ReadingRequest {
  kind: 'moisture' | 'rain';
  takenAt: string;
  value: number;
  depthCm?: number;
  note: string;
}

export type ReadingField = 'takenAt' | 'depth' | 'value' | 'note';
export type ReadingErrors = Partial<Record<ReadingField, string>>;
type LengthUnit = Preference['unit'];

const CM_PER_INCH = 2.54;
const MM_PER_INCH = 25.4;
/** A phone's clock may run a little ahead of the server's. */
const FUTURE_SLACK_SECONDS = 5 * 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** The datetime-local value of an instant in the zone. */
export function dateTimeInputValue(epochSeconds: number, timeZone: string): string {
  const w = wallTime(epochSeconds, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant a datetime-local value names in the zone; null when it is not a date and time. */
export function dateTimeInputSeconds(value: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return wallTimeToEpoch({ year, month, day, hour, minute, second: 0 }, timeZone);
}

export const emptyReading = (nowSeconds: number, timeZone: string): ReadingEntry => ({
  kind: 'moisture',
  takenAt: dateTimeInputValue(nowSeconds, timeZone),
  depth: '',
  value: '',
  note: '',
});

/** The depth field's unit and the rain field's. */
export const depthUnit = (unit: LengthUnit) => (unit === 'meters' ? 'cm' : 'in');
export const rainUnit = (unit: LengthUnit) => (unit === 'meters' ? 'mm' : 'in');

function readNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The request, or a sentence per field saying what to fix (each names its field). */
export function readingRequest(
  entry: ReadingEntry,
  unit: LengthUnit,
  timeZone: string,
  nowSeconds: number,
): { body: ReadingRequest } | { errors: ReadingErrors } {
  const errors: ReadingErrors = {};
  const seconds = dateTimeInputSeconds(entry.takenAt, timeZone);
  if (seconds === null) errors.takenAt = 'Date and time: enter when the reading was taken.';
  else if (seconds > nowSeconds + FUTURE_SLACK_SECONDS) errors.takenAt = "Date and time: a reading can't be in the future.";

  const typed = readNumber(entry.value);
  let value: number | null = null;
  if (entry.kind === 'moisture') {
    if (typed === null || typed < 0 || typed > MOISTURE_PERCENT_MAX) errors.value = 'Soil moisture: type a percentage from 0 to 100.';
    else value = typed;
  } else {
    const mm = typed === null ? null : unit === 'meters' ? typed : typed * MM_PER_INCH;
    const most = unit === 'meters' ? `${RAIN_MM_MAX} mm` : `${round1(RAIN_MM_MAX / MM_PER_INCH)} in`;
    if (mm === null || mm < 0)
      errors.value = `Rain: type what the gauge held in ${unit === 'meters' ? 'millimetres' : 'inches'}, 0 or more.`;
    else if (mm > RAIN_MM_MAX) errors.value = `Rain: at most ${most}.`;
    else value = round1(mm);
  }

  let depthCm: number | undefined;
  if (entry.kind === 'moisture') {
    const depth = readNumber(entry.depth);
    const cm = depth === null ? null : unit === 'meters' ? depth : depth * CM_PER_INCH;
    const most = unit === 'meters' ? `${MANUAL_DEPTH_CM_MAX} cm` : `${Math.floor(MANUAL_DEPTH_CM_MAX / CM_PER_INCH)} in`;
    if (cm === null || cm <= 0)
      errors.depth = `Depth: type how deep the probe read, in ${unit === 'meters' ? 'centimetres' : 'inches'}, more than 0.`;
    else if (cm > MANUAL_DEPTH_CM_MAX) errors.depth = `Depth: at most ${most}.`;
    else depthCm = round1(cm);
  }

  const note = entry.note.trim();
  if (note.length > MANUAL_NOTE_MAX_LENGTH) errors.note = `Note: at most ${MANUAL_NOTE_MAX_LENGTH} characters.`;

  if (Object.keys(errors).length > 0 || seconds === null || value === null) return { errors };
  return {
    body: {
      kind: entry.kind,
      takenAt: new Date(seconds * 1000).toISOString(),
      value,
      ...(depthCm !== undefined ? { depthCm } : {}),
      note,
    },
  };
}

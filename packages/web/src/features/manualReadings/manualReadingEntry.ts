import {
  MANUAL_DEPTH_CM_MAX,
  MANUAL_NOTE_MAX_LENGTH,
  MM_PER_INCH,
  MOISTURE_PERCENT_MAX,
  RAIN_MM_MAX,
  type Preference,
} from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { fromDateTimeInput, toDateTimeInput } from '../../ui/zonedTime';
import { manualReadingsMessages, type ManualReadingsKey } from './messages';

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

const CM_PER_INCH = MM_PER_INCH / 10;
/** A phone's clock may run a little ahead of the server's. */
const FUTURE_SLACK_SECONDS = 5 * 60;

export const emptyReading = (nowSeconds: number, timeZone: string): ReadingEntry => ({
  kind: 'moisture',
  takenAt: toDateTimeInput(nowSeconds, timeZone),
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
  const say = (key: ManualReadingsKey, values?: Record<string, string>) => translate(manualReadingsMessages, key, values);
  const errors: ReadingErrors = {};
  const seconds = fromDateTimeInput(entry.takenAt, timeZone);
  if (seconds === null) errors.takenAt = say('takenAtMissing');
  else if (seconds > nowSeconds + FUTURE_SLACK_SECONDS) errors.takenAt = say('takenAtFuture');

  const typed = readNumber(entry.value);
  let value: number | null = null;
  if (entry.kind === 'moisture') {
    if (typed === null || typed < 0 || typed > MOISTURE_PERCENT_MAX) errors.value = say('moistureRange');
    else value = typed;
  } else {
    const mm = typed === null ? null : unit === 'meters' ? typed : typed * MM_PER_INCH;
    const most = unit === 'meters' ? `${RAIN_MM_MAX} mm` : `${round1(RAIN_MM_MAX / MM_PER_INCH)} in`;
    if (mm === null || mm < 0) errors.value = say(unit === 'meters' ? 'rainMm' : 'rainInches');
    else if (mm > RAIN_MM_MAX) errors.value = say('rainAtMost', { most });
    else value = round1(mm);
  }

  let depthCm: number | undefined;
  if (entry.kind === 'moisture') {
    const depth = readNumber(entry.depth);
    const cm = depth === null ? null : unit === 'meters' ? depth : depth * CM_PER_INCH;
    const most = unit === 'meters' ? `${MANUAL_DEPTH_CM_MAX} cm` : `${Math.floor(MANUAL_DEPTH_CM_MAX / CM_PER_INCH)} in`;
    if (cm === null || cm <= 0) errors.depth = say(unit === 'meters' ? 'depthCm' : 'depthInches');
    else if (cm > MANUAL_DEPTH_CM_MAX) errors.depth = say('depthAtMost', { most });
    else depthCm = round1(cm);
  }

  const note = entry.note.trim();
  if (note.length > MANUAL_NOTE_MAX_LENGTH) errors.note = say('noteTooLong', { max: String(MANUAL_NOTE_MAX_LENGTH) });

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

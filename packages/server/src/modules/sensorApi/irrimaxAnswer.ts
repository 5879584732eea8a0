import type { WallTime } from '@tilth/domain';

/**
 * IrriMAX Live's getreadings answer: CSV whose first line names the columns ("Date Time", V1, V2,
 * then A1(5), S1(5), T1(5)… — moisture %, salinity µS/cm and temperature °C of sensor 1 at 5 cm),
 * one row per logged time in the logger's local time ("2024/06/10 00:30:00"), -1 for a reading
 * the logger did not have. Anything else (an XML or text refusal, an HTML page) is the vendor
 * telling us no: its text becomes the card's error.
 */
export type IrrimaxKind = 'moisture' | 'salinity' | 'temperature';

export interface IrrimaxColumn {
  kind: IrrimaxKind;
  /** The sensor's number on the probe, 1 at the top. */
  sensor: number;
  depthCm: number;
  /** Position of the column in each row. */
  index: number;
}

export interface IrrimaxRow {
  wall: WallTime;
  /** By column index; null where the logger had no reading. */
  values: (number | null)[];
}

export type IrrimaxAnswer = { ok: true; columns: IrrimaxColumn[]; rows: IrrimaxRow[] } | { ok: false; error: string };

const KIND_BY_LETTER: Record<string, IrrimaxKind> = { A: 'moisture', S: 'salinity', T: 'temperature' };
const SENSOR_COLUMN = /^([AST])(\d+)\((\d+(?:\.\d+)?)\)$/;
const DATE_TIME = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const MAX_ERROR_CHARS = 200;

const cells = (line: string) => line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));

function short(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_ERROR_CHARS ? `${flat.slice(0, MAX_ERROR_CHARS)}…` : flat;
}

/** The message of an XML or HTML refusal: a message attribute, else the text between the tags. */
export function refusalText(body: string): string {
  const attribute = /\b(?:message|error|description)\s*=\s*"([^"]+)"/i.exec(body);
  if (attribute?.[1]) return short(attribute[1]);
  const text = body
    .replace(/<\?[^>]*\?>/g, ' ')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return short(text) || 'no reason given';
}

function parseCell(raw: string | undefined, kind: IrrimaxKind): number | null {
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  // -1 is the logger's "no reading"; moisture and salinity are never negative.
  if (value === -1 || (kind !== 'temperature' && value < 0)) return null;
  return value;
}

export function parseIrrimaxAnswer(text: string): IrrimaxAnswer {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return { ok: true, columns: [], rows: [] };
  if (body.startsWith('<')) return { ok: false, error: `IrriMAX Live refused the request: ${refusalText(body)}` };
  const lines = body.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = cells(lines[0]!);
  if (header[0]?.toLowerCase() !== 'date time') {
    return { ok: false, error: `IrriMAX Live answered something other than readings: ${short(lines[0]!)}` };
  }
  const columns: IrrimaxColumn[] = [];
  header.forEach((name, index) => {
    const match = SENSOR_COLUMN.exec(name.replace(/\s+/g, ''));
    if (match) columns.push({ kind: KIND_BY_LETTER[match[1]!]!, sensor: Number(match[2]), depthCm: Number(match[3]), index });
  });
  const kindAt = new Map(columns.map((c) => [c.index, c.kind]));
  const rows: IrrimaxRow[] = [];
  for (const line of lines.slice(1)) {
    const row = cells(line);
    const when = DATE_TIME.exec(row[0] ?? '');
    if (!when) continue;
    const [, year, month, day, hour, minute, second] = when;
    rows.push({
      wall: { year: +year!, month: +month!, day: +day!, hour: +hour!, minute: +minute!, second: +(second ?? 0) },
      values: row.map((cell, index) => {
        const kind = kindAt.get(index);
        return kind ? parseCell(cell, kind) : null;
      }),
    });
  }
  return { ok: true, columns, rows };
}

import { wallTimeToEpoch } from '@tilth/domain';
import type { IrrimaxColumn, IrrimaxKind, IrrimaxRow } from './irrimaxAnswer';

/** One reading as the ingestion path takes it (domain readingSchema), times in epoch seconds. */
export interface SentekReading {
  timestamp: number;
  moisture: (number | null)[];
  temperature: (number | null)[];
  conductivity: (number | null)[];
}

/**
 * The logger's columns of one kind, top sensor first, at most one per device depth. The probe's
 * sensors fill the device's depths by position (docs/decisions.md): a 9-sensor Drill & Drop's
 * sensors sit 10 cm apart like the device's 4 in steps, and vendors label depths differently
 * (5, 15… cm at the sensor's centre, or 10, 20…), so matching by nearest depth would guess.
 */
export function columnsByDepth(columns: readonly IrrimaxColumn[], kind: IrrimaxKind, depthCount: number): IrrimaxColumn[] {
  return columns
    .filter((c) => c.kind === kind)
    .sort((a, b) => a.depthCm - b.depthCm || a.sensor - b.sensor)
    .slice(0, depthCount);
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Rows of the logger's answer as readings of a device with `depthCount` depths: moisture (VWC %)
 * and temperature (°C) as they are; the salinity column (bulk soil EC, µS/cm) as the bulk
 * conductivity channel in dS/m. Rows at or before `after` (epoch seconds) are left out: they were
 * imported by an earlier poll. The logger's clock is read in the farm's time zone.
 */
export function sentekReadings(
  columns: readonly IrrimaxColumn[],
  rows: readonly IrrimaxRow[],
  depthCount: number,
  timeZone: string,
  after: number | null,
): SentekReading[] {
  const moisture = columnsByDepth(columns, 'moisture', depthCount);
  const temperature = columnsByDepth(columns, 'temperature', depthCount);
  const salinity = columnsByDepth(columns, 'salinity', depthCount);
  const channel = (row: IrrimaxRow, picked: IrrimaxColumn[], convert: (v: number) => number) =>
    Array.from({ length: depthCount }, (_, i) => {
      const column = picked[i];
      const value = column ? row.values[column.index] : null;
      return value === null || value === undefined ? null : convert(value);
    });
  const readings: SentekReading[] = [];
  for (const row of rows) {
    const timestamp = wallTimeToEpoch(row.wall, timeZone);
    if (after !== null && timestamp <= after) continue;
    readings.push({
      timestamp,
      moisture: channel(row, moisture, (v) => round(v, 3)),
      temperature: channel(row, temperature, (v) => round(v, 2)),
      conductivity: channel(row, salinity, (v) => round(v / 1000, 4)),
    });
  }
  return readings.sort((a, b) => a.timestamp - b.timestamp);
}

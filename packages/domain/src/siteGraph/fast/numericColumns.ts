import { lazyMembers } from './lazyMembers';
import type { DeviceSeries } from '../series';

/**
 * A device's readings as Float64Array columns, NaN where a reading is missing: the chart's
 * arithmetic (available water, relative, smoothing) over a year of a six-depth site touches
 * hundreds of thousands of values, and in `(number | null)[]` arrays each value is a boxed heap
 * number — allocating and collecting them was a large part of drawing a year. The compact series
 * decoder and the period cut register these columns straight from their own data; any other
 * answer (JSON) gets them converted once, on first use.
 */
export interface NumericDevice {
  ts: Float64Array;
  moisture: Float64Array[];
  temperature: Float64Array[];
  salinity: Float64Array[];
  conductivity: Float64Array[];
  battery: Float64Array;
  rssi: Float64Array;
  per: Float64Array;
  pressure: Float64Array;
}

export type NumericColumnSet = 'moisture' | 'temperature' | 'salinity' | 'conductivity';
export type NumericColumn = 'battery' | 'rssi' | 'per' | 'pressure';

const registered = new WeakMap<DeviceSeries, NumericDevice>();
/** Answers "any reading in this column (set)?" without decoding it, when the device's source can. */
export type ColumnReadingCheck = (name: NumericColumn | NumericColumnSet) => boolean;
const checks = new WeakMap<DeviceSeries, ColumnReadingCheck>();

/** A column with NaN for null (and for a hole, as a joined answer may have). */
export function toNumeric(values: readonly (number | null | undefined)[]): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] ?? NaN;
  return out;
}

/** Back to the answer's form: NaN is null. */
export function fromNumeric(values: Float64Array): (number | null)[] {
  const out = new Array<number | null>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    out[i] = v === v ? v : null;
  }
  return out;
}

/** Whether a column holds any reading. */
export function hasReading(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) return true;
  return false;
}

/** Registers a device's numeric columns (made lazily by the caller) for numericColumns, and a cheaper reading check. */
export function withNumericColumns(device: DeviceSeries, numeric: NumericDevice, check?: ColumnReadingCheck): DeviceSeries {
  registered.set(device, numeric);
  if (check) checks.set(device, check);
  return device;
}

/** Whether a device has any reading in a column, or in any depth of a column set (which tabs a site has). */
export function deviceHasReading(device: DeviceSeries, name: NumericColumn | NumericColumnSet): boolean {
  const check = checks.get(device);
  if (check) return check(name);
  const column = numericColumns(device)[name];
  return Array.isArray(column) ? column.some(hasReading) : hasReading(column);
}

/** The device's columns as Float64Array, each made on first read and kept with the device. */
export function numericColumns(device: DeviceSeries): NumericDevice {
  let numeric = registered.get(device);
  if (!numeric) {
    numeric = lazyMembers<NumericDevice>({
      ts: () => toNumeric(device.ts),
      moisture: () => device.moisture.map(toNumeric),
      temperature: () => device.temperature.map(toNumeric),
      salinity: () => device.salinity.map(toNumeric),
      conductivity: () => device.conductivity.map(toNumeric),
      battery: () => toNumeric(device.battery),
      rssi: () => toNumeric(device.rssi),
      per: () => toNumeric(device.per),
      pressure: () => toNumeric(device.pressure),
    });
    registered.set(device, numeric);
  }
  return numeric;
}

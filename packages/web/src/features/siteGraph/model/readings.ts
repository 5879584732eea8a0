import { deviceHasReading, type DeviceSeries, type NumericColumn, type NumericColumnSet } from '@tilth/domain';

/**
 * Whether a device has any reading in a set of per-depth columns or in a single column, asked of the
 * device (see deviceHasReading): which tabs a year has must not decode every column of it.
 */
export const hasValues = (device: DeviceSeries | undefined, set: NumericColumnSet) => !!device && deviceHasReading(device, set);

export const hasScalar = (device: DeviceSeries | undefined, column: NumericColumn) => !!device && deviceHasReading(device, column);

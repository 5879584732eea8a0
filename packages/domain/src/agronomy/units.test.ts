import { describe, expect, it } from 'vitest';
import {
  celsiusDegreeDaysToFahrenheit,
  celsiusToFahrenheit,
  fahrenheitOf,
  fahrenheitToCelsius,
  fractionToVwc,
  inchesToMetres,
  inchesToMm,
  kmPerHourToMetresPerSecond,
  metresToInches,
  microSiemensPerCmToDsPerM,
  mmToInches,
  mphToMetresPerSecond,
  vwcToFraction,
  waterDepth,
} from './units';

describe('units', () => {
  it('converts depths with 1 in = 25.4 mm', () => {
    expect(inchesToMm(1)).toBe(25.4);
    expect(mmToInches(11.565)).toBeCloseTo(0.4553, 4);
    expect(metresToInches(1)).toBeCloseTo(39.3701, 4);
    expect(inchesToMetres(39.37007874015748)).toBeCloseTo(1, 12);
  });

  it('converts temperatures and degree-days', () => {
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(fahrenheitToCelsius(50)).toBe(10);
    expect(celsiusDegreeDaysToFahrenheit(8)).toBeCloseTo(14.4, 12);
  });

  it('gives plain °F numbers exactly as the API always computed them (× 9 / 5)', () => {
    expect(fahrenheitOf(-40)).toBe(-40);
    expect(fahrenheitOf(100)).toBe(212);
    // × 1.8 would give 78.08000000000001 and 54.230000000000004.
    expect(fahrenheitOf(25.6)).toBe(78.08);
    expect(fahrenheitOf(12.35)).toBe(54.23);
  });

  it('treats VWC as % v/v and water depth as VWC/100 × thickness', () => {
    expect(fractionToVwc(0.28)).toBeCloseTo(28, 12);
    expect(vwcToFraction(28)).toBe(0.28);
    expect(waterDepth(25, 12)).toBe(3);
  });

  it('converts EC and wind speed', () => {
    expect(microSiemensPerCmToDsPerM(1500)).toBe(1.5);
    expect(kmPerHourToMetresPerSecond(36)).toBe(10);
    expect(mphToMetresPerSecond(10)).toBeCloseTo(4.4704, 10);
  });
});

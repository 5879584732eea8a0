/**
 * Canonical units (docs/architecture.md "Units and time"): VWC in % v/v, depths of water and soil in
 * inches, air temperature in °C for ET and °F for corn GDD, ETo in mm/d, EC in dS/m.
 * Brands stop a millimetre value being passed where inches are expected; plain numbers
 * still flow into them through the constructors below.
 */

declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Volumetric water content, % v/v (= in/in × 100). */
export type VwcPercent = Brand<number, 'VwcPercent'>;
export type Inches = Brand<number, 'Inches'>;
export type Millimetres = Brand<number, 'Millimetres'>;
export type Celsius = Brand<number, 'Celsius'>;
export type Fahrenheit = Brand<number, 'Fahrenheit'>;
/** Electrical conductivity, dS/m (= mS/cm = mmho/cm). */
export type DeciSiemensPerMetre = Brand<number, 'DeciSiemensPerMetre'>;

export const vwc = (value: number): VwcPercent => value as VwcPercent;
export const inches = (value: number): Inches => value as Inches;
export const millimetres = (value: number): Millimetres => value as Millimetres;
export const celsius = (value: number): Celsius => value as Celsius;
export const fahrenheit = (value: number): Fahrenheit => value as Fahrenheit;
export const dsPerM = (value: number): DeciSiemensPerMetre => value as DeciSiemensPerMetre;

export const MM_PER_INCH = 25.4;
export const MM_PER_METRE = 1000;
export const MICROSIEMENS_PER_CM_PER_DS_PER_M = 1000;

export const inchesToMm = (value: number): Millimetres => millimetres(value * MM_PER_INCH);
export const mmToInches = (value: number): Inches => inches(value / MM_PER_INCH);
export const metresToInches = (value: number): Inches => inches((value * MM_PER_METRE) / MM_PER_INCH);
export const inchesToMetres = (value: number): number => (value * MM_PER_INCH) / MM_PER_METRE;

/**
 * °F of a plain °C number: the one conversion of the product (API answers, graph, CSV, weather).
 * × 9 / 5 rather than × 1.8: the two differ in the last bit for about a fifth of readings, which the
 * documented answers' unrounded site details show, so their established order stays.
 */
export const fahrenheitOf = (celsiusValue: number): number => (celsiusValue * 9) / 5 + 32;
export const celsiusToFahrenheit = (value: number): Fahrenheit => fahrenheit(fahrenheitOf(value));
export const fahrenheitToCelsius = (value: number): Celsius => celsius((value - 32) / 1.8);
/** Temperature differences (degree-days) scale by 1.8 without the 32 offset. */
export const celsiusDegreeDaysToFahrenheit = (value: number): number => value * 1.8;

export const fractionToVwc = (value: number): VwcPercent => vwc(value * 100);
export const vwcToFraction = (value: number): number => value / 100;

export const microSiemensPerCmToDsPerM = (value: number): DeciSiemensPerMetre => dsPerM(value / MICROSIEMENS_PER_CM_PER_DS_PER_M);

export const kmPerHourToMetresPerSecond = (value: number): number => value / 3.6;
export const mphToMetresPerSecond = (value: number): number => value * 0.44704;

/** Depth of water held by a layer: VWC/100 × thickness (docs/agronomy.md, Conventions and units). */
export function waterDepth(vwcPercent: number, thicknessIn: number): Inches {
  return inches((vwcPercent / 100) * thicknessIn);
}

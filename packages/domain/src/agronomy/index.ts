/** Pure agronomy functions (docs/agronomy.md; spec 001 §3–§4, §9; spec 002 §2.9, §9). */
// math.ts stays internal: its generic names (round, clamp, median) would crowd the domain's exports.
// The server's detection pipeline (hourlyFrame, probeEvents, thresholdDetection/) is imported by its
// own paths, '@tilth/domain/agronomy/…': only the server runs it, and the web app needs none of it.
export * from './units';
export * from './crops';
export * from './series';
export * from './availableWater';
export * from './readingAvailableWater';
export * from './thresholds';
export * from './events';
export * from './detection';
export * from './et';
export * from './kc';
export * from './season';
export * from './gdd';
export * from './growthStages';
export * from './salinity';
export * from './radio';
export * from './siteState';
export * from './buckets';
export * from './staleness';
export * from './cascade';

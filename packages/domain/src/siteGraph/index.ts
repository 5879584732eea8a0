/** Pure logic of the site graph screen (spec 001 §2.8, §4, §9). */
export * from './smoothing';
export * from './relative';
export * from './bands';
export * from './axis';
export * from './timePeriods';
export * from './overlays';
export * from './timeFormat';
export * from './csvExport';
export * from './notes';
export * from './extras';
export * from './series';
export * from './fast/seriesCodec';
export * from './fast/lazyMembers';
export * from './fast/numericColumns';
export * from './graphData';
export * from './endpoints';
export * from './noteEndpoints';

export * from './health';
export * from './timeZone';
export * from './schemas';
export * from './entities';
export * from './waterOutlook';
export * from './endpoints';
export * from './farmToolEndpoints';

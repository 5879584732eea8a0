export * from './health';
export * from './timeZone';
export * from './reportSchedule';
export * from './schemas';
export * from './recipients';
export * from './entities';
export * from './waterOutlook';
export * from './endpoints';

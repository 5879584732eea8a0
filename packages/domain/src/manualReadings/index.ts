export * from './manualReadings';
export * from './endpoints';

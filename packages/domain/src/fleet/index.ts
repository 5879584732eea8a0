export * from './detectors';
export * from './deviceHealth';
export * from './schemas';
export * from './endpoints';

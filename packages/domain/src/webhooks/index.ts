export * from './schemas';
export * from './signature';
export * from './endpoints';

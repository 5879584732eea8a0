export * from './schemas';
export * from './endpoints';
export * from './rows';
export * from './csv';

export * from './templateRows';
export * from './templateSeries';
export * from './schemas';
export * from './endpoints';

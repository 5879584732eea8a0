export * from './templateRows';
export * from './templateSeries';
export * from './cropTemplateDefaults';
export * from './schemas';
export * from './endpoints';

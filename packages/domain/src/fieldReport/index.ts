export * from './reportSchedule';
export * from './recipients';
export * from './fieldReportEndpoints';

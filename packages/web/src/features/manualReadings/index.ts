export { ManualReadingsSection, type ManualReadingsSectionProps } from './ManualReadingsSection';
export { createManualReading, deleteManualReading, fetchManualReadings, manualReadingKeys, useManualReadings } from './manualReadingsApi';

import { MANUAL_READING_UNITS, type ManualReading } from '@tilth/domain';
import type { ManualReadingRow } from './manualReadingRepository';

/** A reading in canonical units: % VWC at a depth in cm, or mm of rain. */
export function presentManualReading(row: ManualReadingRow): ManualReading {
  return {
    id: row.id,
    siteId: row.site_id,
    kind: row.kind,
    takenAt: row.taken_at,
    value: row.value,
    unit: MANUAL_READING_UNITS[row.kind],
    depthCm: row.kind === 'moisture' ? row.depth_cm : null,
    note: row.note,
    clientId: row.client_id,
    createdBy: { objectId: row.created_by, name: row.author_name },
    createdAt: row.created_at,
  };
}

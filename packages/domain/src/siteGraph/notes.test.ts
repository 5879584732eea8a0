import { describe, expect, it } from 'vitest';
import { addNoteSchema, notePhotoFieldsSchema, noteTextError } from './notes';

describe('note payloads', () => {
  it('needs text, trimmed', () => {
    expect(noteTextError('  ')).toBe('Please enter note');
    expect(noteTextError('Pivot stuck')).toBeNull();
    const parsed = addNoteSchema.safeParse({ timestamp: '2026-07-05T12:00:00Z', note: '  ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['note'], message: 'Please enter note' });
    expect(addNoteSchema.safeParse({ timestamp: '2026-07-05T12:00:00Z' }).error?.issues[0]?.message).toBe('Please enter note');
  });

  it('needs an ISO timestamp', () => {
    expect(addNoteSchema.parse({ timestamp: '2026-07-05T07:00:00-05:00', note: ' Rain ' })).toEqual({
      timestamp: '2026-07-05T07:00:00-05:00',
      note: 'Rain',
    });
    expect(addNoteSchema.safeParse({ timestamp: 'yesterday', note: 'x' }).error?.issues[0]?.path).toEqual(['timestamp']);
  });

  it('refuses times before 2000 or from 2100 on', () => {
    for (const timestamp of ['0001-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '2100-01-01T00:00:00Z']) {
      const issues = addNoteSchema.safeParse({ timestamp, note: 'x' }).error?.issues;
      expect(
        issues?.map((i) => [i.path, i.message]),
        timestamp,
      ).toEqual([[['timestamp'], 'timestamp must be a date from 2000 to 2099']]);
    }
    expect(addNoteSchema.safeParse({ timestamp: 'yesterday', note: 'x' }).error?.issues).toHaveLength(1);
    expect(addNoteSchema.safeParse({ timestamp: '2000-01-01T00:00:00Z', note: 'x' }).success).toBe(true);
  });
});

describe('a note from the offline queue (issue 37)', () => {
  it('takes an optional clientId, a UUID', () => {
    const clientId = '3f2c1a3e-5b6d-4c7e-8f90-1a2b3c4d5e6f';
    expect(addNoteSchema.parse({ timestamp: '2026-07-05T12:00:00Z', note: 'Rain', clientId }).clientId).toBe(clientId);
    expect(addNoteSchema.parse({ timestamp: '2026-07-05T12:00:00Z', note: 'Rain' })).not.toHaveProperty('clientId');
    for (const bad of ['note-1', '', 42, '3f2c1a3e5b6d4c7e8f901a2b3c4d5e6f']) {
      const issues = addNoteSchema.safeParse({ timestamp: '2026-07-05T12:00:00Z', note: 'Rain', clientId: bad }).error?.issues;
      expect(
        issues?.map((i) => i.path),
        String(bad),
      ).toEqual([['clientId']]);
    }
  });

  it('accepts photo forms with or without a clientId', () => {
    expect(notePhotoFieldsSchema.parse({})).toEqual({});
    expect(notePhotoFieldsSchema.safeParse({ clientId: 'photo-1' }).error?.issues[0]?.message).toContain('clientId must be a UUID');
  });
});

import { describe, expect, it } from 'vitest';
import { addNoteSchema, noteTextError } from './notes';

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
});

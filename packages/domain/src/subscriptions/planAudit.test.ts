import { describe, expect, it } from 'vitest';
import { auditSearchTerm, formatAuditTime, matchesAuditSearch, planAuditQuerySchema } from './planAudit';

describe('plan audit (spec 002 §2.7)', () => {
  it("formats UTC as the viewer's 'MMM DD,YYYY-hh:mmA'", () => {
    expect(formatAuditTime('2026-11-24T15:05:00.000Z', 'UTC')).toBe('Nov 24,2026-03:05PM');
    // Chicago is UTC−6 in November: the day before, in the evening.
    expect(formatAuditTime('2026-11-24T03:07:00Z', 'America/Chicago')).toBe('Nov 23,2026-09:07PM');
    // Daylight saving: UTC−5 in July.
    expect(formatAuditTime('2026-07-04T05:00:00Z', 'America/Chicago')).toBe('Jul 04,2026-12:00AM');
    expect(formatAuditTime('2026-01-02T12:30:00Z', 'UTC')).toBe('Jan 02,2026-12:30PM');
    expect(formatAuditTime('2026-03-09T00:00:00Z', 'Asia/Kolkata')).toBe('Mar 09,2026-05:30AM');
  });

  it('shows an unreadable time as given', () => {
    expect(formatAuditTime('not a time', 'UTC')).toBe('not a time');
  });

  it('searches the site ID by substring, surrounding spaces trimmed', () => {
    expect(matchesAuditSearch('10234', '023')).toBe(true);
    expect(matchesAuditSearch('10234', ' 234 ')).toBe(true);
    expect(matchesAuditSearch('10234', '1024')).toBe(false);
    expect(matchesAuditSearch('10234', '')).toBe(true);
    expect(auditSearchTerm('  12 ')).toBe('12');
  });

  it('pages by default and bounds the page size', () => {
    expect(planAuditQuerySchema.parse({})).toEqual({ skip: 0, limit: 50 });
    expect(planAuditQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(planAuditQuerySchema.parse({ siteId: '12', skip: '50', limit: '10' })).toEqual({ siteId: '12', skip: 50, limit: 10 });
  });
});

import { defaultIrrigationProperties } from '@tilth/domain';
import type { IrrigationEvent } from '@tilth/simulator';
import { describe, expect, it } from 'vitest';
import { demoIrrigationRows } from './demoIrrigationLog';

const event = (decidedTs: number, mm: number[]): IrrigationEvent => ({
  decidedTs,
  deficitMm: 40,
  tawMm: 100,
  triggerMm: 50,
  applications: mm.map((m, i) => ({ startTs: decidedTs + i * 86_400, endTs: decidedTs + i * 86_400 + 3600, mm: m })),
  pumpUntilTs: decidedTs + mm.length * 86_400,
});

describe("the demo's irrigation records", () => {
  it("logs what the controller put on, on the farm's day, leaving the last two weeks to be proposed", () => {
    const now = Date.parse('2026-11-27T12:00:00Z') / 1000;
    const rows = demoIrrigationRows(
      's1',
      [
        event(Date.parse('2026-10-01T04:30:00Z') / 1000, [25.4, 25.4]), // 2 in; 23:30 on Sep 30 in Chicago
        event(Date.parse('2026-11-20T12:00:00Z') / 1000, [12.7]), // within two weeks: not logged
      ],
      'America/Chicago',
      defaultIrrigationProperties(2),
      now,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site_id: 's1', date: '2026-09-30', depth_in: 2, net_in: 1.7, source: 'logged', created_by: null });
    expect(rows[0]!.note).toContain('demo');
  });
});

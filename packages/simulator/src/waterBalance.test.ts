import { describe, expect, it } from 'vitest';
import { IRRIGATION_SYSTEMS } from './config';
import { cropDay } from './crop';
import { hourlySeries } from './hourly.fixture';
import { simulateSite } from './simulate';
import { DAY, DRIP_POTATO_ID, DRYLAND_WHEAT_NE, FURROW_COTTON_TX, localTime, PIVOT_CORN_NE, tracedYear, YEAR_2024 } from './sites.fixture';

describe('water balance', () => {
  it.each([
    ['pivot corn, loam, Nebraska (snow)', PIVOT_CORN_NE],
    ['furrow cotton, loam, Texas', FURROW_COTTON_TX],
    ['dryland winter wheat, sand, Nebraska', DRYLAND_WHEAT_NE],
    ['drip potato, clay, Idaho', DRIP_POTATO_ID],
  ])('closes over a year: rain + irrigation − ET − drainage = Δstorage + Δsnow (%s)', (_, config) => {
    const b = tracedYear(config).balance();
    expect(Math.abs(b.residualMm)).toBeLessThan(1e-6);
    expect(b.precipMm).toBeGreaterThan(250);
    expect(b.etMm).toBeGreaterThan(300);
    expect(b.etMm).toBeLessThan(1200);
    // A year's storage change is bounded by the profile's capacity (~40–60 in of soil).
    expect(Math.abs(b.storageChangeMm)).toBeLessThan(250);
  });

  it('irrigates only irrigated sites, with amounts typical of the system', () => {
    expect(tracedYear(DRYLAND_WHEAT_NE).balance().irrigationMm).toBe(0);
    const pivot = tracedYear(PIVOT_CORN_NE).irrigations;
    expect(pivot.length).toBeGreaterThan(0);
    expect(pivot.flatMap((e) => e.applications).every((a) => a.mm === IRRIGATION_SYSTEMS.centerPivot.applicationMm)).toBe(true);
    const drip = tracedYear(DRIP_POTATO_ID).irrigations;
    expect(drip.length).toBeGreaterThan(10);
    expect(drip.every((e) => e.applications.length === 1 && e.applications[0]!.mm <= IRRIGATION_SYSTEMS.drip.applicationMm)).toBe(true);
    expect(tracedYear(FURROW_COTTON_TX).irrigations.every((e) => e.applications[0]!.mm === 75)).toBe(true);
  });

  it.each([
    ['pivot', PIVOT_CORN_NE],
    ['furrow', FURROW_COTTON_TX],
    ['drip', DRIP_POTATO_ID],
  ])('starts irrigating when, and only when, the deficit has passed the refill point (%s)', (_, config) => {
    const sim = tracedYear(config);
    const system = IRRIGATION_SYSTEMS[config.irrigation as 'centerPivot'];
    const steps = sim.trace!.steps;
    const started = new Map(sim.irrigations.map((e) => [e.decidedTs, e]));
    let busyUntil = Number.NEGATIVE_INFINITY;
    let decisions = 0;
    for (let k = 1; k < steps.length; k++) {
      const stepStart = steps[k]!.ts - sim.stepSeconds;
      const { day, hour } = localTime(sim, stepStart);
      if (hour !== system.decisionHour) continue;
      decisions++;
      // The manager sees the state at the start of the step: the previous step's end.
      const seen = steps[k - 1]!;
      const irrigable = cropDay(sim.site.cropId, config.plantingDate, day).irrigable;
      const due = irrigable && stepStart >= busyUntil && seen.deficitMm >= seen.triggerMm;
      const event = started.get(stepStart);
      expect(event !== undefined, `day ${day}: deficit ${seen.deficitMm.toFixed(1)} / refill ${seen.triggerMm.toFixed(1)}`).toBe(due);
      if (event) busyUntil = event.pumpUntilTs;
    }
    expect(decisions).toBeGreaterThan(360);
    expect(started.size).toBeGreaterThan(1);
  });

  it('moves a wetting front down: deeper sensors respond later to a furrow set', () => {
    const sim = tracedYear(FURROW_COTTON_TX);
    const readings = simulateSite({ ...FURROW_COTTON_TX, originTs: YEAR_2024.from }, YEAR_2024.from, YEAR_2024.to).probe;
    const event = sim.irrigations[0]!;
    const { day } = localTime(sim, YEAR_2024.from);
    const series = [0, 1, 2, 3].map((i) => hourlySeries(readings, 'moisture', i, day * DAY, sim.offsetSeconds, 366 * 24));
    const startHour = Math.floor((event.decidedTs + sim.offsetSeconds - day * DAY) / 3600);
    const arrivals = series.map((s) => {
      const before = s[startHour - 1] as number;
      for (let h = startHour; h < startHour + 7 * 24; h++) if ((s[h] ?? -1) >= before + 1) return h - startHour;
      return null;
    });
    // The top three sensors respond, each later than the one above it.
    expect(arrivals.slice(0, 3).every((a) => a !== null)).toBe(true);
    expect(arrivals[1]!).toBeGreaterThan(arrivals[0]!);
    expect(arrivals[2]!).toBeGreaterThan(arrivals[1]!);
    if (arrivals[3] !== null) expect(arrivals[3]!).toBeGreaterThan(arrivals[2]!);
  });

  it('roots reach deeper layers later: uptake starts later in the season with depth', () => {
    const sim = tracedYear(PIVOT_CORN_NE);
    const firstUptakeDay = sim.site.probe.slice(0, 5).map((sensor) => {
      const daily = new Map<number, number>();
      for (const s of sim.trace!.steps) {
        if (s.rootDepthIn === 0) continue;
        const { day } = localTime(sim, s.ts - sim.stepSeconds);
        daily.set(day, (daily.get(day) ?? 0) + (s.etMm[sensor.layer] as number));
      }
      return [...daily].find(([, mm]) => mm >= 0.1)?.[0] ?? null;
    });
    expect(firstUptakeDay.every((d) => d !== null)).toBe(true);
    for (let i = 2; i < firstUptakeDay.length; i++) expect(firstUptakeDay[i]!).toBeGreaterThan(firstUptakeDay[i - 1]!);
    expect(firstUptakeDay[1]!).toBeGreaterThanOrEqual(firstUptakeDay[0]!);
  });
});

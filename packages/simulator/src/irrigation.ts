import type { IrrigationSystemDefaults } from './config';

/**
 * The irrigation manager of a site: at its decision hour it irrigates when the root-zone
 * deficit has reached MAD × TAW (docs/agronomy.md §1), and never otherwise. A pivot covers the
 * deficit in ~1 in revolutions about a day apart, passing the probe's spot for a few hours of
 * each; drip applies the deficit (at most a small daily depth) overnight; furrow one heavy set.
 */

export interface Application {
  startTs: number;
  endTs: number;
  mm: number;
}

export interface IrrigationEvent {
  /** When the manager decided (the pump starts then). */
  decidedTs: number;
  deficitMm: number;
  tawMm: number;
  /** MAD × TAW at the decision. */
  triggerMm: number;
  applications: Application[];
  pumpUntilTs: number;
}

const HOUR = 3600;

export class IrrigationManager {
  readonly events: IrrigationEvent[] = [];
  private current: IrrigationEvent | null = null;

  /**
   * @param phaseHours where the probe sits on the pivot's circle: hours after the start until the
   * machine reaches it.
   */
  constructor(
    private readonly system: IrrigationSystemDefaults | null,
    private readonly mad: number,
    private readonly phaseHours: number,
  ) {}

  get decisionHour(): number | null {
    return this.system?.decisionHour ?? null;
  }

  /** True while an irrigation is still running or still to reach the probe. */
  busy(ts: number): boolean {
    return this.current !== null && ts < this.current.pumpUntilTs;
  }

  /** The decision of the day; returns the new event when the manager starts irrigating. */
  decide(ts: number, deficitMm: number, tawMm: number, irrigable: boolean): IrrigationEvent | null {
    const s = this.system;
    if (!s || !irrigable || tawMm <= 0 || this.busy(ts)) return null;
    const triggerMm = this.mad * tawMm;
    if (deficitMm < triggerMm) return null;
    const applications: Application[] = [];
    let pumpUntilTs: number;
    if (s.maxApplications > 1) {
      const passes = Math.min(s.maxApplications, Math.max(1, Math.ceil(deficitMm / s.applicationMm)));
      for (let k = 0; k < passes; k++) {
        const startTs = ts + (this.phaseHours + k * s.revolutionHours) * HOUR;
        applications.push({ startTs, endTs: startTs + s.applicationHours * HOUR, mm: s.applicationMm });
      }
      pumpUntilTs = Math.max(ts + passes * s.revolutionHours * HOUR, applications[passes - 1]!.endTs);
    } else {
      const mm = s.amount === 'deficit' ? Math.min(deficitMm, s.applicationMm) : s.applicationMm;
      applications.push({ startTs: ts, endTs: ts + s.applicationHours * HOUR, mm });
      pumpUntilTs = ts + s.applicationHours * HOUR;
    }
    const event: IrrigationEvent = { decidedTs: ts, deficitMm, tawMm, triggerMm, applications, pumpUntilTs };
    this.events.push(event);
    this.current = event;
    return event;
  }

  /** Irrigation reaching the probe's spot during (fromTs, toTs], mm. */
  waterDuring(fromTs: number, toTs: number): number {
    const e = this.current;
    if (!e) return 0;
    let mm = 0;
    for (const a of e.applications) {
      const overlap = Math.min(toTs, a.endTs) - Math.max(fromTs, a.startTs);
      if (overlap > 0) mm += (a.mm * overlap) / (a.endTs - a.startTs);
    }
    return mm;
  }

  /** Line pressure at a moment, psi (before sensor noise): the pump runs for the whole event. */
  pressurePsi(ts: number): number {
    const e = this.current;
    return this.system && e && ts > e.decidedTs && ts <= e.pumpUntilTs ? this.system.pressurePsi : 0;
  }
}

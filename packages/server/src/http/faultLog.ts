import { faultCause, type DatabaseFault, type FaultKind } from '../db/faults';

const WHAT: Record<FaultKind, string> = {
  unavailable: "The database can't be reached",
  busy: 'The database is too busy (a statement or lock wait timed out)',
  'disk-full': 'The disk is full',
  'read-only': 'Storage is read-only',
  'storage-error': 'Storage failed to read or write',
};

/**
 * One log line per kind of fault per minute, however many requests meet it: a full disk under load
 * would otherwise write a line per refused request (and fill the disk further). The line says what
 * happened, where (the database's location and the data folder), what clients are told, and how many
 * requests were refused since the previous line.
 */
export class FaultLog {
  private readonly last = new Map<FaultKind, { at: number; refused: number }>();

  constructor(
    private readonly write: (line: string) => void,
    private readonly where: string,
    private readonly everyMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  note(fault: DatabaseFault, error: unknown): void {
    const at = this.now();
    const previous = this.last.get(fault.kind);
    if (previous && at - previous.at < this.everyMs) {
      previous.refused += 1;
      return;
    }
    const since = previous ? `; ${previous.refused} more refused since the previous line` : '';
    this.last.set(fault.kind, { at, refused: 0 });
    this.write(
      `${WHAT[fault.kind]}${this.where ? ` (${this.where})` : ''}: ${faultCause(error)}. Requests get ${fault.status} with Retry-After ${fault.retryAfterSeconds} s${since}; next line about this in a minute at the soonest.`,
    );
  }
}

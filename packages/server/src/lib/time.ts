/** ISO timestamps in UTC: sortable as text on both engines. */
export function isoNow(now: Date = new Date()): string {
  return now.toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

export function addDays(iso: string, days: number): string {
  return addMinutes(iso, days * 24 * 60);
}

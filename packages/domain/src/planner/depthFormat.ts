/** Depths of water as a grower reads them: inches to two decimals, or millimetres to whole numbers. */
export type DepthUnit = 'feetInches' | 'meters';

export function formatDepth(inches: number, unit: DepthUnit): string {
  return unit === 'meters' ? `${Math.round(inches * 25.4)} mm` : `${(Math.round(inches * 100) / 100).toFixed(inches >= 10 ? 1 : 2)} in`;
}

/** A rate per day: "0.28 in/day" or "7 mm/day". */
export function formatDepthPerDay(inches: number, unit: DepthUnit): string {
  return unit === 'meters'
    ? `${(Math.round(inches * 254) / 10).toFixed(1)} mm/day`
    : `${(Math.round(inches * 100) / 100).toFixed(2)} in/day`;
}

/** Run time: "14 h", "5.2 days (125 h)". */
export function formatRunTime(hours: number): string {
  if (hours < 24) return `${hours < 10 ? (Math.round(hours * 10) / 10).toString() : Math.round(hours).toString()} h`;
  return `${(Math.round((hours / 24) * 10) / 10).toString()} days (${Math.round(hours)} h)`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A local day relative to today: "today", "tomorrow", "Thu" within a week, else "Dec 4". */
export function formatDay(date: string, today: string): string {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  const d = new Date(`${date}T00:00:00Z`);
  if (days > 1 && days < 7) return WEEKDAYS[d.getUTCDay()]!;
  return `${MONTHS[d.getUTCMonth()]!} ${d.getUTCDate()}`;
}

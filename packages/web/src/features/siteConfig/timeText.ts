import { dateTimeText } from '../../ui/dateText';

/** A moment as 'Nov 24, 2026, 8:51 AM' (12-hour, spec 002 §9) in the viewer's time zone. */
export function momentText(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isFinite(at) ? dateTimeText(at) : null;
}

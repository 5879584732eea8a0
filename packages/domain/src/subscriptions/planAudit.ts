import { z } from 'zod';
import { wallTime } from '../time/zones';
import { subscriptionPlanSchema } from './planChanges';

export const PLAN_AUDIT_PAGE_SIZE = 50;

/** GET /subscriptions/plan-audit: a site ID search (substring, spec 002 §5) and a page. */
export const planAuditQuerySchema = z.object({
  siteId: z.string().max(64).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(PLAN_AUDIT_PAGE_SIZE),
});
export type PlanAuditQuery = z.output<typeof planAuditQuerySchema>;

/** Spec 002 §3 "Audit record": one plan change a user made. */
export const planAuditRecordSchema = z.object({
  id: z.string(),
  /** The site ID users type (not its object id). */
  siteId: z.string(),
  siteObjectId: z.string(),
  oldPlan: subscriptionPlanSchema,
  currentPlan: subscriptionPlanSchema,
  /** The name of the user who made the change, as it was then. */
  modifiedBy: z.string(),
  modifiedById: z.string(),
  /** ISO 8601, UTC. */
  modifiedAt: z.string(),
});
export type PlanAuditRecord = z.infer<typeof planAuditRecordSchema>;

export const planAuditPageSchema = z.object({
  /** Newest first. */
  records: z.array(planAuditRecordSchema),
  /** Records the search matches in the caller's subtree, over every page. */
  total: z.number().int(),
  skip: z.number().int(),
  limit: z.number().int(),
  nextSkip: z.number().int().nullable(),
});
export type PlanAuditPage = z.infer<typeof planAuditPageSchema>;

/** The audit's site ID search as sent: surrounding spaces trimmed (spec 002 §5); empty means all. */
export function auditSearchTerm(text: string | undefined): string {
  return (text ?? '').trim();
}

/** Spec 002 §5: the audit's site ID matches by substring (the server's SQL applies the same rule). */
export function matchesAuditSearch(siteId: string, search: string | undefined): boolean {
  return siteId.toLowerCase().includes(auditSearchTerm(search).toLowerCase());
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'MMM DD,YYYY-hh:mmA' (spec 002 §2.7, §9), e.g. 'Nov 24,2026-03:05PM': a UTC instant on the
 * viewer's clock (the browser's time zone). An unreadable instant is shown as given.
 */
export function formatAuditTime(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const w = wallTime(Math.floor(ms / 1000), timeZone);
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${MONTHS[w.month - 1]} ${pad(w.day)},${w.year}-${pad(hour12)}:${pad(w.minute)}${w.hour < 12 ? 'AM' : 'PM'}`;
}

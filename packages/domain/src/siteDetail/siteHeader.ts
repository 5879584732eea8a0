import { z } from 'zod';
import { PLAN_ACTIONS } from '../policy/policy';

/** GET /site/{id}/header: the site detail shell's header (spec 001 §2.5, spec 002 §2.1). */
export const siteHeaderViewSchema = z.object({
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  status: z.string(),
  farm: z.object({ objectId: z.string(), name: z.string() }),
  plan: z.string(),
  hardwareType: z.string(),
  /** The Template tab is hidden for a pressure transducer. */
  pressureTransducer: z.boolean(),
  twigId: z.string().nullable(),
  crop: z.string().nullable(),
  plantingDate: z.string().nullable(),
  lastUpdated: z.string().nullable(),
  /** LORA signal of the newest probe reading; null ('no value') when missing or older than a day. */
  signal: z.object({ rssi: z.number(), bars: z.number(), label: z.string(), at: z.string() }).nullable(),
  /** Battery of the newest reading; the gauge hides when percent is 0. */
  battery: z.object({ volts: z.number(), percent: z.number(), visible: z.boolean(), at: z.string() }).nullable(),
  /** The policy's 'graph:read' (tilth_admin or a Silver or Gold plan): otherwise the shell sends the user back to the farm's sites. */
  canOpenGraph: z.boolean(),
  /**
   * The plan-gated actions the policy lets the caller take on this site (role, plan, subtree):
   * the graph screen offers what is listed here instead of re-deriving the plan rules.
   */
  allowedActions: z.array(z.enum(PLAN_ACTIONS)),
  /** The graph's Notes option is offered (spec 001 §2.8); saved on the site by PATCH /site/{id}. */
  showNotes: z.boolean(),
});
export type SiteHeaderView = z.infer<typeof siteHeaderViewSchema>;

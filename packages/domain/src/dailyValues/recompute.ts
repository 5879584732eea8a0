import { z } from 'zod';

export const RECOMPUTE_MODES = ['future', 'all'] as const;
export type RecomputeMode = (typeof RECOMPUTE_MODES)[number];

/** The site's recompute job: the last one asked for and where it stands. */
export const recomputeStatusSchema = z.object({
  state: z.enum(['idle', 'queued', 'running', 'done', 'failed']),
  mode: z.enum(RECOMPUTE_MODES).nullable(),
  requestedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Local days whose derived values were written by the last finished run. */
  days: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type RecomputeStatus = z.infer<typeof recomputeStatusSchema>;

export const recomputeBodySchema = z.object({ mode: z.enum(RECOMPUTE_MODES) });

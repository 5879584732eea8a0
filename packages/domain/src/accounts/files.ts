import { z } from 'zod';

/** GET /uploads/{name}: a stored upload's public name. */
export const uploadNameParamsSchema = z.object({ name: z.string().min(1).max(64) });

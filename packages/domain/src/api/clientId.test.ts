import { describe, expect, it } from 'vitest';
import { irrigationCreateSchema } from '../planner/endpoints';
import { clientIdSchema } from './clientId';

describe('clientId (issue 37)', () => {
  it('is a UUID such as crypto.randomUUID() makes', () => {
    expect(clientIdSchema.safeParse('3f2c1a3e-5b6d-4c7e-8f90-1a2b3c4d5e6f').success).toBe(true);
    expect(clientIdSchema.safeParse(crypto.randomUUID()).success).toBe(true);
    for (const bad of ['', 'irrigation-1', '3f2c1a3e5b6d4c7e8f901a2b3c4d5e6f', 7]) {
      expect(clientIdSchema.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(
        'clientId must be a UUID made by the app (e.g. 3f2c…-…)',
      );
    }
  });

  it('is optional on an irrigation, as before', () => {
    expect(irrigationCreateSchema.parse({ date: '2026-06-01', depthIn: 1 })).not.toHaveProperty('clientId');
    const clientId = crypto.randomUUID();
    expect(irrigationCreateSchema.parse({ date: '2026-06-01', depthIn: 1, clientId }).clientId).toBe(clientId);
    expect(irrigationCreateSchema.safeParse({ date: '2026-06-01', depthIn: 1, clientId: 'x' }).error?.issues[0]?.path).toEqual([
      'clientId',
    ]);
  });
});

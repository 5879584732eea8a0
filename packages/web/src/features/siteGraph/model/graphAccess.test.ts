import { describe, expect, it } from 'vitest';
import { graphAccess } from './graphAccess';

const user = (role: string, permissions: string[] = []) => ({ role: { name: role }, permissions });

describe('graphAccess', () => {
  it('gives Gold sites and admins the premium views, and locks GDD on Silver for everyone but admins', () => {
    expect(graphAccess(user('farm_user'), { plan: 'Gold', twigId: null })).toEqual({ premium: true, gddBlocked: false, canDelete: false });
    expect(graphAccess(user('farm_user'), { plan: 'Silver', twigId: null })).toMatchObject({ premium: false, gddBlocked: true });
    expect(graphAccess(user('tilth_admin'), { plan: 'Silver', twigId: null })).toMatchObject({ premium: true, gddBlocked: false });
  });

  it('offers Delete Data with the permission on a site with a twig', () => {
    expect(graphAccess(user('farm_admin', ['graphData:delete']), { plan: 'Gold', twigId: 't1' }).canDelete).toBe(true);
    expect(graphAccess(user('farm_admin', ['graphData:delete']), { plan: 'Gold', twigId: null }).canDelete).toBe(false);
    expect(graphAccess(user('farm_admin'), { plan: 'Gold', twigId: 't1' }).canDelete).toBe(false);
  });
});

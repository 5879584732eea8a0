import { describe, expect, it } from 'vitest';
import { graphAccess } from './graphAccess';

describe('graphAccess', () => {
  it('offers what the API allows on the site, and locks GDD without graph:gdd', () => {
    const gold = ['graph:read', 'graph:download', 'graph:prediction', 'graph:stages', 'graph:gdd'] as const;
    expect(graphAccess({ allowedActions: gold, twigId: null })).toEqual({
      download: true,
      prediction: true,
      stages: true,
      gddBlocked: false,
      canDelete: false,
    });
    expect(graphAccess({ allowedActions: ['graph:read'], twigId: null })).toEqual({
      download: false,
      prediction: false,
      stages: false,
      gddBlocked: true,
      canDelete: false,
    });
  });

  it('offers Delete Data when allowed on a site with a twig', () => {
    expect(graphAccess({ allowedActions: ['graph:read', 'graphData:delete'], twigId: 't1' }).canDelete).toBe(true);
    expect(graphAccess({ allowedActions: ['graph:read', 'graphData:delete'], twigId: null }).canDelete).toBe(false);
    expect(graphAccess({ allowedActions: ['graph:read'], twigId: 't1' }).canDelete).toBe(false);
  });
});

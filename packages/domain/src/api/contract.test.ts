import { describe, expect, it } from 'vitest';
import { allEndpoints, apiPathPrefixes } from './contract';

describe('the API contract', () => {
  it('declares each method and path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(70);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a params schema exactly when the path has parameters', () => {
    for (const e of allEndpoints) expect(e.path.includes('/:'), `${e.method} ${e.path}`).toBe(e.params !== undefined);
  });

  it('lists the first path segments for the dev proxy', () => {
    expect(apiPathPrefixes).toEqual(expect.arrayContaining(['/farm', '/stem', '/user', '/org', '/uploads', '/api', '/health']));
    // Letters and hyphens only (the documented /installationNotes is camelCase).
    expect(apiPathPrefixes.every((p) => /^\/[a-zA-Z-]+$/.test(p))).toBe(true);
  });
});

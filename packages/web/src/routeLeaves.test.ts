import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every leaf route's path from the root, with whether it says what to render. */
function leaves(list: RouteObject[], parent = ''): { path: string; renders: boolean }[] {
  return list.flatMap((route) => {
    const path = route.index ? `${parent}/(index)` : `${parent}/${route.path ?? ''}`;
    if (route.children?.length) return leaves(route.children, path);
    // A loader-only leaf redirects before anything renders.
    const renders = [route.element, route.Component, route.lazy, route.loader].some((part) => part !== undefined);
    return [{ path, renders }];
  });
}

describe('routes', () => {
  // React Router warns "Matched leaf route … does not have an element" on every visit of a leaf
  // without one (it was every /farm/:id/sites); a leaf that draws nothing says so with null.
  it('gives every leaf route an element', () => {
    expect(leaves(routes).filter((leaf) => !leaf.renders)).toEqual([]);
  });
});

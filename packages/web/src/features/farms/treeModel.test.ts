import { describe, expect, it } from 'vitest';
import { farmCount, pruneTree, type OrgTreeFarm, type OrgTreeNode } from './treeModel';

const farm = (name: string): OrgTreeFarm => ({
  objectId: name,
  name,
  physicalAddress: '',
  location: { latitude: 0, longitude: 0 },
  reportingStatus: [],
  sites: [],
  children: [],
});
const org = (name: string, children: OrgTreeNode['children']): OrgTreeNode => ({
  objectId: name,
  name,
  type: 'business',
  reportingStatus: [],
  children,
});

describe('tree pruning', () => {
  const tree = org('root', [
    org('dealer A', [org('biz 1', [farm('North'), farm('South')])]),
    org('dealer B', [org('biz 2', [farm('East')])]),
    org('empty', []),
  ]);

  it('keeps the whole tree without a filter', () => {
    expect(pruneTree(tree, null)).toBe(tree);
    expect(farmCount(tree)).toBe(3);
  });

  it('keeps matching farms and the organisations leading to them', () => {
    const pruned = pruneTree(tree, (f) => f.name === 'South')!;
    expect(farmCount(pruned)).toBe(1);
    expect(pruned.children.map((c) => c.name)).toEqual(['dealer A']);
    expect(pruneTree(tree, () => false)).toBeNull();
  });
});

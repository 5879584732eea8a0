/** GET /org/view/{userId} (the documented "Get Orgnization View"), as far as the tree view reads it. */
export interface StatusCountEntry {
  status: 'FAIR' | 'LOW' | 'MED' | 'NOT_CONNECTED';
  count: number;
}

export interface OrgTreeFarm {
  objectId: string;
  name: string;
  physicalAddress: string;
  location: { latitude: number; longitude: number };
  reportingStatus: StatusCountEntry[];
  sites: unknown[];
  children: never[];
}

export interface OrgTreeNode {
  objectId: string;
  name: string;
  type: string;
  reportingStatus: StatusCountEntry[];
  children: (OrgTreeNode | OrgTreeFarm)[];
}

export const isFarmNode = (node: OrgTreeNode | OrgTreeFarm): node is OrgTreeFarm => !('type' in node);

/**
 * The tree with only the farms kept (and the organisations leading to them); null when nothing
 * is left. Without a filter the tree is unchanged.
 */
export function pruneTree(node: OrgTreeNode, keep: ((farm: OrgTreeFarm) => boolean) | null): OrgTreeNode | null {
  if (!keep) return node;
  const children = node.children.flatMap((child): (OrgTreeNode | OrgTreeFarm)[] => {
    if (isFarmNode(child)) return keep(child) ? [child] : [];
    const pruned = pruneTree(child, keep);
    return pruned ? [pruned] : [];
  });
  return children.length ? { ...node, children } : null;
}

export function farmCount(node: OrgTreeNode): number {
  return node.children.reduce((n, child) => n + (isFarmNode(child) ? 1 : farmCount(child)), 0);
}

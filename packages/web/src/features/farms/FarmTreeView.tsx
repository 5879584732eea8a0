import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertCircle,
  IconBuilding,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChevronDown,
  IconPlant2,
  IconWorld,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { farmKeys, fetchFarmPage, fetchFarmTree, type FarmListParams } from './farmsApi';
import { farmsMessages } from './messages';
import { NoFarms } from './NoFarms';
import { StatusCount } from './status';
import { farmCount, isFarmNode, pruneTree, type OrgTreeFarm, type OrgTreeNode, type StatusCountEntry } from './treeModel';
import classes from './Farms.module.css';

const TREE_STATUSES = ['LOW', 'MED', 'FAIR', 'NOT_CONNECTED'] as const;
const TYPE_ICONS: Record<string, typeof IconWorld> = {
  tilth: IconWorld,
  distributor: IconBuildingWarehouse,
  dealer: IconBuildingStore,
  business: IconBuilding,
};
const TYPE_KEYS = { tilth: 'typeTilth', distributor: 'typeDistributor', dealer: 'typeDealer', business: 'typeBusiness' } as const;
const typeKey = (type: string) => (type in TYPE_KEYS ? TYPE_KEYS[type as keyof typeof TYPE_KEYS] : null);

/**
 * A node's site totals: needs attention, has warnings, no issues and not connected (spec 000 §4:
 * NOT_CONNECTED is counted in tree totals only), by the farm health the list and map count by.
 */
export function TreeTotals({ counts, name }: { counts: StatusCountEntry[]; name: string }) {
  const t = useT(farmsMessages);
  const count = (status: string) => counts.find((c) => c.status === status)?.count ?? 0;
  return (
    <Group gap="sm" wrap="nowrap" role="group" aria-label={t('siteTotalsOf', { name })} ml="auto">
      {TREE_STATUSES.map((status) => (
        <StatusCount key={status} status={status} count={count(status)} />
      ))}
    </Group>
  );
}

function FarmLeaf({ farm }: { farm: OrgTreeFarm }) {
  return (
    <li className={classes.treeNode} data-testid="tree-farm">
      <div className={classes.treeRow}>
        <IconPlant2 size={20} aria-hidden color="var(--mantine-color-field-7)" />
        <Anchor component={Link} to={`/farm/${farm.objectId}/sites`} fw={600} c="bright" style={{ overflowWrap: 'anywhere' }}>
          {farm.name}
        </Anchor>
        <TreeTotals counts={farm.reportingStatus} name={farm.name} />
      </div>
    </li>
  );
}

function OrgBranch({ node, depth }: { node: OrgTreeNode; depth: number }) {
  const t = useT(farmsMessages);
  const [open, setOpen] = useState(true);
  const Icon = TYPE_ICONS[node.type] ?? IconBuilding;
  const typeLabelKey = typeKey(node.type);
  const childrenId = `tree-${node.objectId}`;
  // aria-controls must name an element that exists: the list is only there while open and not empty.
  const showsChildren = open && node.children.length > 0;
  return (
    <li className={classes.treeNode} data-testid="tree-org">
      <div className={classes.treeRow}>
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={showsChildren ? childrenId : undefined}
          aria-label={t(open ? 'collapseNode' : 'expandNode', { name: node.name })}
          // 44 px on a phone (WCAG 2.5.5, issue 37); the desktop's tree keeps its tighter rows.
          miw={{ base: 44, sm: 28 }}
          mih={{ base: 44, sm: 36 }}
          style={{ display: 'flex', alignItems: 'center' }}
        >
          <IconChevronDown size={18} aria-hidden className={classes.chevron} style={{ transform: open ? undefined : 'rotate(-90deg)' }} />
        </UnstyledButton>
        <Icon size={20} aria-hidden />
        <Text fw={depth === 0 ? 800 : 700} style={{ overflowWrap: 'anywhere' }}>
          {node.name}
        </Text>
        <Badge variant="light" color="gray" radius="sm" visibleFrom="xs">
          {typeLabelKey ? t(typeLabelKey) : node.type}
        </Badge>
        <TreeTotals counts={node.reportingStatus} name={node.name} />
      </div>
      {showsChildren && (
        <ul className={classes.treeChildren} id={childrenId}>
          {node.children.map((child) =>
            isFarmNode(child) ? (
              <FarmLeaf key={child.objectId} farm={child} />
            ) : (
              <OrgBranch key={child.objectId} node={child} depth={depth + 1} />
            ),
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * /dashboard/farms/tree-view: the organisation tree with site totals per node (NOT_CONNECTED
 * included, spec 000 §4). Search and status filter narrow it to the farms the list would show.
 */
export function FarmTreeView({ userId, params }: { userId: string; params: FarmListParams }) {
  const t = useT(farmsMessages);
  const sort = params.sort === 'ALPHA-ASC' ? 'name' : 'createdAt';
  const tree = useQuery({
    queryKey: farmKeys.tree(userId, params.sort),
    queryFn: ({ signal }) => fetchFarmTree(userId, sort, signal),
    placeholderData: keepPreviousData,
  });
  const filtering = params.name !== '' || params.siteStatus !== null;
  // The same farms the list would show: the server decides what matches, the tree only prunes.
  const matching = useQuery({
    queryKey: farmKeys.matching(userId, params),
    queryFn: ({ signal }) => fetchFarmPage(userId, params, 0, 1000, signal, { withSites: false }),
    enabled: filtering,
    placeholderData: keepPreviousData,
  });

  if (tree.isPending || (filtering && matching.isPending)) {
    return (
      <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label={t('loadingTree')}>
        {[60, 45, 30, 45].map((w, i) => (
          <Skeleton key={i} h={16} w={`${w}%`} mb="sm" ml={i * 16} />
        ))}
      </Paper>
    );
  }
  const error = tree.error ?? matching.error;
  if (error || !tree.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {loadFailed(t('treeLoadFailed'), error)}
        <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={() => void tree.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  const ids = filtering && matching.data ? new Set(matching.data.farms.map((f) => f.objectId)) : null;
  const pruned = pruneTree(tree.data, ids ? (farm) => ids.has(farm.objectId) : null);
  if (!pruned || (filtering && farmCount(pruned) === 0)) return <NoFarms search={params.name} filtered={params.siteStatus !== null} />;

  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('treeLegend')}
        </Text>
        <ul style={{ margin: 0, padding: 0 }} aria-label={t('orgTree')}>
          <OrgBranch node={pruned} depth={0} />
        </ul>
      </Stack>
    </Paper>
  );
}

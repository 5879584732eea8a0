import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import type { PlanChange, SubscriptionFarm, SubscriptionPlan, SubscriptionSite } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { ActiveSwitch } from './ActiveSwitch';
import { subscriptionsMessages } from './messages';
import { PlanChoice } from './PlanChoice';
import { latestPlan, pendingLabel, planName } from './planLabels';

// Not subscribed is no error: a dark outline, readable (WCAG AA) at badge size.
const PLAN_COLOR: Record<SubscriptionPlan, string> = { Gold: 'yellow', Silver: 'gray', None: 'dark' };

export function PlanBadge({ plan }: { plan: SubscriptionPlan }) {
  useT(subscriptionsMessages);
  return (
    <Badge color={PLAN_COLOR[plan]} variant={plan === 'None' ? 'outline' : 'light'} radius="sm" style={{ flexShrink: 0 }}>
      {planName(plan)}
    </Badge>
  );
}

function PlanCell({ site }: { site: SubscriptionSite }) {
  useT(subscriptionsMessages);
  return (
    <Group gap={6}>
      <PlanBadge plan={site.plan} />
      {site.pending && (
        <Text size="sm" c="dimmed" fw={600} data-testid="pending-plan">
          {pendingLabel(site.pending)}
        </Text>
      )}
    </Group>
  );
}

interface Props {
  farm: SubscriptionFarm;
  editing: boolean;
  pending: ReadonlyMap<string, PlanChange>;
  onChoose: (site: SubscriptionSite, plan: SubscriptionPlan) => void;
  canSwitch: boolean;
}

/** One farm of Subscription History: its heading and a table of its sites (spec 002 §2.5). */
export function FarmSitesTable({ farm, editing, pending, onChoose, canSwitch }: Props) {
  const t = useT(subscriptionsMessages);
  const headingId = `farm-${farm.objectId}`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {farm.name}
      </Title>
      {farm.sites.length === 0 ? (
        <Text c="dimmed">{t('farmHasNoSites')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="xs" highlightOnHover aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('siteId')}</Table.Th>
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th>{t('plan')}</Table.Th>
                <Table.Th>{t('active')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {farm.sites.map((site) => (
                <Table.Tr key={site.objectId} data-testid="subscription-row">
                  <Table.Td ff="monospace">{site.siteId}</Table.Td>
                  <Table.Td>{site.siteName}</Table.Td>
                  <Table.Td>
                    {editing ? (
                      <PlanChoice
                        siteId={site.siteId}
                        value={pending.get(site.objectId)?.currentPlan ?? latestPlan(site)}
                        onChange={(plan) => onChoose(site, plan)}
                      />
                    ) : (
                      <PlanCell site={site} />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActiveSwitch site={site} disabled={!canSwitch} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

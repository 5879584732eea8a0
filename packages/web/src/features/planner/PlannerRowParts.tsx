import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconDropletPlus } from '@tabler/icons-react';
import type { PlannerRow } from '@tilth/domain';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { plannerMessages } from './messages';
import { cropOf, systemOf } from './plannerFilters';
import { availableWaterText, irrigateByText } from './plannerFormat';
import { missingInputLink, plannerGraphPath } from './plannerPaths';

/** Parts of a planner row, drawn alike in the table (desktop) and the cards (phone). */

export function SiteNameLink({ row }: { row: PlannerRow }) {
  return (
    <Anchor component={Link} to={plannerGraphPath(row)} fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="planner-site-link">
      {row.siteName}
    </Anchor>
  );
}

/** "North Pivot Farm · Corn · Center Pivot" */
export function SiteContext({ row }: { row: PlannerRow }) {
  // The crop's and system's words follow the language (cropOf, systemOf): drawn again when it changes.
  useT(plannerMessages);
  return (
    <Text size="xs" c="dimmed" data-testid="planner-site-context">
      {row.farmName} · {cropOf(row)} · {systemOf(row)}
    </Text>
  );
}

export function AvailableWater({ row }: { row: PlannerRow }) {
  const t = useT(plannerMessages);
  const now = row.recommendation.now;
  return (
    <Stack gap={0}>
      <Text
        size="sm"
        fw={600}
        c={now && now.percentFilled <= now.refillPointPercent ? 'var(--mantine-color-error)' : undefined}
        data-testid="planner-aw"
      >
        {availableWaterText(row.recommendation)}
      </Text>
      {now && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('refillAt', { percent: Math.round(now.refillPointPercent) })}
        </Text>
      )}
    </Stack>
  );
}

export function IrrigateBy({ row }: { row: PlannerRow }) {
  const t = useT(plannerMessages);
  const by = irrigateByText(row.recommendation);
  if (!by.due) {
    return (
      <Text size="sm" fw={600} data-testid="planner-irrigate-by">
        {by.text}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start" data-testid="planner-irrigate-by">
      <Badge color="red.9" variant="filled" size="md" radius="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
        {t('now')}
      </Badge>
      {by.overdue && (
        <Text size="xs" c="var(--mantine-color-error)" fw={700}>
          {t('overdue')}
        </Text>
      )}
    </Stack>
  );
}

/** Why: the reason line, then each missing input with a link to where it is set. */
export function Reason({ row }: { row: PlannerRow }) {
  const t = useT(plannerMessages);
  const rec = row.recommendation;
  // A recommendation without numbers says its missing inputs as its reason: listed once, with links.
  const ownReason = rec.missing.length === 0 || rec.now !== null ? rec.reason : null;
  return (
    <Stack gap={4} data-testid="planner-reason">
      {rec.status === 'outOfSeason' && (
        <Text size="sm" fw={600}>
          {t('noCropNow')}
        </Text>
      )}
      {ownReason && <Text size="sm">{ownReason}</Text>}
      {rec.missing.map((m) => {
        const link = missingInputLink(row, m.place);
        return (
          <Text key={m.input} size="sm" data-testid="planner-missing">
            {m.message}{' '}
            <Anchor component={Link} to={link.to} size="sm" fw={600}>
              {link.label}
            </Anchor>
          </Text>
        );
      })}
    </Stack>
  );
}

export function LogButton({ row, onLog, fullWidth }: { row: PlannerRow; onLog: (row: PlannerRow) => void; fullWidth?: boolean }) {
  const t = useT(plannerMessages);
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDropletPlus size={16} aria-hidden />}
      onClick={() => onLog(row)}
      aria-label={t('logIrrigationOn', { site: row.siteName })}
      fullWidth={fullWidth}
      h={fullWidth ? 40 : undefined}
    >
      {t('logIrrigation')}
    </Button>
  );
}

import { Group, Text } from '@mantine/core';
import { IconDroplet } from '@tabler/icons-react';
import type { Recommendation } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { plannerMessages } from './messages';

/** Text colours with a light and a dark value (global.css), each AA on the page and on cards. */
const COLOURS: Record<Recommendation['status'], string> = {
  due: 'var(--mantine-color-error)',
  soon: 'var(--tilth-text-soil)',
  ok: 'var(--tilth-text-brand)',
  outOfSeason: 'dimmed',
  incomplete: 'dimmed',
};

/**
 * A site's irrigation recommendation in one line ("Irrigate by Thu · 1.20 in · 14 h"), for the
 * site cards and the site header. Nothing for a site whose plan has no planner.
 */
export function RecommendationLine({
  recommendation,
  size = 'sm',
  mt,
}: {
  recommendation: Recommendation | null | undefined;
  size?: 'xs' | 'sm';
  mt?: number;
}) {
  const t = useT(plannerMessages);
  if (!recommendation || recommendation.missing.some((m) => m.input === 'plan')) return null;
  return (
    <Group gap={4} wrap="nowrap" align="center" mt={mt} data-testid="recommendation-line" data-status={recommendation.status}>
      <IconDroplet size={size === 'xs' ? 14 : 16} aria-hidden style={{ flex: 'none' }} />
      <Text size={size} fw={600} c={COLOURS[recommendation.status]} style={{ overflowWrap: 'anywhere' }}>
        <Text span size={size} c="dimmed" fw={400}>
          {t('recommendationLabel')}{' '}
        </Text>
        {recommendation.summary}
      </Text>
    </Group>
  );
}

import { Badge, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { GraphControls, type GraphControlsProps } from './GraphLegend';
import { siteGraphMessages } from './messages';

export interface GraphControlsRowProps extends GraphControlsProps {
  /** The depth whose thresholds the absolute moisture bands show, when they are drawn. */
  bandDepth: number | null;
  /** Rainfall is drawn and comes from the simulated weather model. */
  simulatedRainfall: boolean;
}

/** The row above the toolbar: Relative and the overlay switches, and what the colour bands and rainfall are. */
export function GraphControlsRow({ bandDepth, simulatedRainfall, ...controls }: GraphControlsRowProps) {
  const t = useT(siteGraphMessages);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <GraphControls {...controls} />
      {bandDepth !== null && (
        <Text size="xs" c="dimmed" data-testid="band-caption">
          {t('bandCaption', { depth: bandDepth })}
        </Text>
      )}
      {simulatedRainfall && (
        <Badge variant="light" color="gray" title={t('rainfallSimulatedTitle')}>
          {t('rainfallSimulated')}
        </Badge>
      )}
    </Group>
  );
}

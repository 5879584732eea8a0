import { Badge, Group, Text } from '@mantine/core';
import { GraphControls, type GraphControlsProps } from './GraphLegend';

export interface GraphControlsRowProps extends GraphControlsProps {
  /** The depth whose thresholds the absolute moisture bands show, when they are drawn. */
  bandDepth: number | null;
  /** Rainfall is drawn and comes from the simulated weather model. */
  simulatedRainfall: boolean;
}

/** The row above the toolbar: Relative and the overlay switches, and what the colour bands and rainfall are. */
export function GraphControlsRow({ bandDepth, simulatedRainfall, ...controls }: GraphControlsRowProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <GraphControls {...controls} />
      {bandDepth !== null && (
        <Text size="xs" c="dimmed" data-testid="band-caption">
          Colour bands: the {bandDepth} in sensor’s thresholds
        </Text>
      )}
      {simulatedRainfall && (
        <Badge variant="light" color="gray" title="Rainfall comes from the simulated weather model">
          Rainfall: simulated weather
        </Badge>
      )}
    </Group>
  );
}

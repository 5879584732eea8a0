import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SiteCardDetail } from '@tilth/domain';
import { calendarDate, relativeTime } from '../../ui/relativeTime';
import { predictedUse } from './predictedUse';
import { SoilProfile } from './SoilProfile';
import type { ReactNode } from 'react';
import { sensorDepth, waterDepth, type LengthUnit } from './units';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </Box>
  );
}

/** The expanded card (spec 001 §2.4): forecast use, growth stage, last wetting, plant and roots. */
export function SiteCardDetailBody({ detail, unit, outOfSeason }: { detail: SiteCardDetail; unit: LengthUnit; outOfSeason: boolean }) {
  const use = predictedUse(detail, outOfSeason);
  const event = detail.lastWettingEvent;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Item label="Predicted water use">
          {use.kind === 'days' ? (
            <Stack gap={0}>
              {use.days.map((d) => (
                <Text key={d.forecastDay} size="sm">
                  Day {d.forecastDay}: <b>{waterDepth(d.inches, unit)}</b>
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="sm" data-testid="predicted-use-none">
              {use.reason}
            </Text>
          )}
        </Item>
        <Item label="Next growth stage">
          {detail.growth?.nextGrowthStage ? (
            <Text size="sm">
              <b>{detail.growth.nextGrowthStage}</b>
              {detail.growth.nextGrowthStageDate && <> on {calendarDate(detail.growth.nextGrowthStageDate)}</>}
            </Text>
          ) : (
            <Text size="sm">Not available</Text>
          )}
        </Item>
        <Item label="Last wetting event">
          {event ? (
            <Text size="sm" data-testid="last-wetting">
              <b>{relativeTime(event.at)}</b>
              {event.sizeIn !== null && <> · {waterDepth(event.sizeIn, unit)} stored</>}
            </Text>
          ) : (
            <Text size="sm" data-testid="last-wetting">
              None in the last 14 days
            </Text>
          )}
        </Item>
        <Item label="Water reached">
          <Text size="sm">
            {detail.percolation?.depthIn != null ? <b>{sensorDepth(detail.percolation.depthIn, unit)}</b> : 'No wetting front'}
          </Text>
        </Item>
      </SimpleGrid>
      <Group gap={4}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Root zone
        </Text>
        <Text size="xs" c="dimmed">
          to {sensorDepth(detail.rootDepth, unit)}
        </Text>
      </Group>
      <SoilProfile detail={detail} unit={unit} />
    </Stack>
  );
}

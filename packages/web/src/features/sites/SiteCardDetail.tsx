import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SiteCardDetail } from '@tilth/domain';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { calendarDate, relativeTime } from '../../ui/relativeTime';
import { sitesMessages } from './messages';
import { predictedUse } from './predictedUse';
import { SoilProfile } from './SoilProfile';
import type { ReactNode } from 'react';
import { sensorDepth, waterDepth, type LengthUnit } from './units';
import { hideInSnapshot } from '../../ui/snapshotMarks';

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
  const t = useT(sitesMessages);
  const use = predictedUse(detail, outOfSeason);
  const event = detail.lastWettingEvent;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Item label={t('predictedUse')}>
          {use.kind === 'days' ? (
            <Stack gap={0}>
              {use.days.map((d) => (
                <Text key={d.forecastDay} size="sm">
                  <T
                    catalog={sitesMessages}
                    k="forecastDay"
                    values={{ day: d.forecastDay, amount: waterDepth(d.inches, unit) }}
                    components={{ 0: <b /> }}
                  />
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="sm" data-testid="predicted-use-none">
              {use.reason}
            </Text>
          )}
        </Item>
        <Item label={t('nextGrowthStage')}>
          {detail.growth?.nextGrowthStage ? (
            <Text size="sm">
              {detail.growth.nextGrowthStageDate ? (
                <T
                  catalog={sitesMessages}
                  k="stageOn"
                  values={{ stage: detail.growth.nextGrowthStage, date: calendarDate(detail.growth.nextGrowthStageDate) }}
                  components={{ 0: <b /> }}
                />
              ) : (
                <b>{detail.growth.nextGrowthStage}</b>
              )}
            </Text>
          ) : (
            <Text size="sm">{t('notAvailable')}</Text>
          )}
        </Item>
        <Item label={t('lastWetting')}>
          {event ? (
            <Text size="sm" data-testid="last-wetting" {...hideInSnapshot}>
              <b>{relativeTime(event.at)}</b>
              {event.sizeIn !== null && <> · {t('stored', { amount: waterDepth(event.sizeIn, unit) })}</>}
            </Text>
          ) : (
            <Text size="sm" data-testid="last-wetting">
              {t('noWetting')}
            </Text>
          )}
        </Item>
        <Item label={t('waterReached')}>
          <Text size="sm">
            {detail.percolation?.depthIn != null ? <b>{sensorDepth(detail.percolation.depthIn, unit)}</b> : t('noWettingFront')}
          </Text>
        </Item>
      </SimpleGrid>
      <Group gap={4}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('rootZone')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('rootZoneTo', { depth: sensorDepth(detail.rootDepth, unit) })}
        </Text>
      </Group>
      <SoilProfile detail={detail} unit={unit} />
    </Stack>
  );
}

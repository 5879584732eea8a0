import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FarmPumping } from '@tilth/domain';
import { intlLocale } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { plannerMessages } from './messages';
import { dayLabel } from './plannerFormat';

const gpm = (value: number) => `${Math.round(value).toLocaleString(intlLocale())} gpm`;

/** One farm's pumping: each day's demand against the wells' capacity; the first day over it stands out. */
function FarmPumpingCard({ farm }: { farm: FarmPumping }) {
  const t = useT(plannerMessages);
  const capacity = farm.wellCapacityGpm;
  const overloaded = farm.overloadedOn !== null;
  // Days nothing runs say nothing: the message covers them.
  const busy = farm.days.filter((day) => day.demandGpm > 0);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label={t('pumpingOn', { farm: farm.farmName })}
      data-testid="pumping-farm"
      data-overloaded={overloaded || undefined}
      style={overloaded ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
        <Title order={3} size="h5">
          {farm.farmName}
        </Title>
        <Text size="sm" c="dimmed">
          {capacity === null ? t('noWellCapacity') : t('wells', { capacity: gpm(capacity) })}
        </Text>
      </Group>
      <Text
        size="sm"
        c={overloaded ? 'var(--mantine-color-error)' : undefined}
        fw={overloaded ? 700 : undefined}
        role={overloaded ? 'alert' : undefined}
      >
        {farm.message}
      </Text>
      {busy.length > 0 && (
        <Stack gap={6} mt="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {busy.map((day) => {
            const over = capacity !== null && day.demandGpm > capacity;
            const first = day.date === farm.overloadedOn;
            return (
              <li key={day.date} data-testid="pumping-day" data-over={over || undefined}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={first ? 700 : 500} c={over ? 'var(--mantine-color-error)' : undefined}>
                    {dayLabel(day.date)}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    {first && (
                      <Badge color="red.9" size="sm" variant="filled" radius="sm">
                        {t('overCapacity')}
                      </Badge>
                    )}
                    <Text size="sm" fw={600} c={over ? 'var(--mantine-color-error)' : undefined}>
                      {gpm(day.demandGpm)}
                    </Text>
                  </Group>
                </Group>
                {capacity !== null && capacity > 0 && (
                  <Progress
                    value={Math.min(100, (day.demandGpm / capacity) * 100)}
                    color={over ? 'red' : 'field'}
                    size="sm"
                    mt={2}
                    aria-label={t('dayDemand', { day: dayLabel(day.date), demand: gpm(day.demandGpm), capacity: gpm(capacity) })}
                  />
                )}
                {day.sites.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {day.sites.join(', ')}
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

/** Pump capacity per farm: can the wells supply the sites due on the same days? */
export function PumpingPanel({ pumping }: { pumping: FarmPumping[] }) {
  const t = useT(plannerMessages);
  if (pumping.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="pumping-heading" data-testid="pumping-panel">
      <div>
        <Title order={2} size="h4" id="pumping-heading">
          {t('pumpCapacity')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pumpCapacityLead')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {pumping.map((farm) => (
          <FarmPumpingCard key={farm.farmId} farm={farm} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Badge, Box, Collapse, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronUp,
  IconCloud,
  IconCloudRain,
  IconCloudStorm,
  IconCloudSnow,
  IconSunLow,
  IconSun,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { WeatherDay } from '@tilth/domain';
import { useId, useState } from 'react';
import { intlLocale } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { sitesMessages } from './messages';
import { fetchWeather, siteKeys } from './sitesApi';
import type { LengthUnit, TemperatureUnit } from './units';
import classes from './Sites.module.css';

type WeatherKey = 'weatherSunny' | 'weatherPartlyCloudy' | 'weatherCloudy' | 'weatherRain' | 'weatherThunderstorm' | 'weatherSnow';
const ICONS: Record<string, { Icon: Icon; word: WeatherKey }> = {
  sunny: { Icon: IconSun, word: 'weatherSunny' },
  'partly-cloudy': { Icon: IconSunLow, word: 'weatherPartlyCloudy' },
  cloudy: { Icon: IconCloud, word: 'weatherCloudy' },
  rain: { Icon: IconCloudRain, word: 'weatherRain' },
  thunderstorm: { Icon: IconCloudStorm, word: 'weatherThunderstorm' },
  snow: { Icon: IconCloudSnow, word: 'weatherSnow' },
};

/** 'Mon' ('lun'): the app's language's short weekday. */
const weekdayFormat = () => new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' });

/**
 * The weather bar (spec 001 §2.6): 7 days with icon and weekday; Temp Max/Min, wind direction,
 * Wind, Precip, Precip prob and ETo in the user's units (uk2: °F, mph, in; si: °C, km/h, mm).
 * Lengths and temperature are separate preferences, so a mixed choice asks for both units.
 */
export function WeatherBar({
  location,
  unit,
  temperature,
}: {
  location: { latitude: number; longitude: number } | null;
  unit: LengthUnit;
  temperature: TemperatureUnit;
}) {
  const t = useT(sitesMessages);
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const lengthUnit = unit === 'meters' ? 'si' : 'uk2';
  const tempUnit = temperature === 'celsius' ? 'si' : 'uk2';
  const lat = location?.latitude ?? 0;
  const lon = location?.longitude ?? 0;
  const lengths = useQuery({
    queryKey: siteKeys.weather(lat, lon, lengthUnit),
    queryFn: ({ signal }) => fetchWeather(lat, lon, lengthUnit, signal),
    enabled: location !== null,
    staleTime: 30 * 60_000,
  });
  const temps = useQuery({
    queryKey: siteKeys.weather(lat, lon, tempUnit),
    queryFn: ({ signal }) => fetchWeather(lat, lon, tempUnit, signal),
    enabled: location !== null,
    staleTime: 30 * 60_000,
  });

  const days = lengths.data?.data;
  const tempDays = temps.data?.data;
  const simulated = days?.[0]?.simulated ?? false;
  const depth = lengthUnit === 'uk2' ? 'in' : 'mm';
  const speed = lengthUnit === 'uk2' ? 'mph' : 'km/h';
  const degrees = tempUnit === 'uk2' ? 'F' : 'C';
  const weekday = weekdayFormat();
  const rows: [string, (d: WeatherDay, i: number) => string][] = [
    [t('rowTemp', { unit: degrees }), (_d, i) => tempDays?.[i]?.tempMaxMin ?? '—'],
    [t('rowWindDir'), (d) => d.windDir],
    [t('rowWind', { unit: speed }), (d) => d.windMaxMin],
    [t('rowPrecip', { unit: depth }), (d) => String(d.precip)],
    [t('rowPrecipProb'), (d) => String(d.precipProb)],
    [t('rowEto', { unit: depth }), (d) => String(d.et)],
  ];
  const error = lengths.error ?? temps.error;

  return (
    <Box className={classes.weather} component="section" aria-label={t('weather')} data-testid="weather-bar">
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={bodyId}
        w="100%"
        px="md"
        py={6}
        mih={{ base: 44, sm: 0 }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={700} size="sm">
              {t('weather7')}
            </Text>
            {simulated && (
              <Badge color="gray" variant="light" size="sm" title={t('simulatedTitle')}>
                {t('simulated')}
              </Badge>
            )}
          </Group>
          <IconChevronUp size={18} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={bodyId} transitionDuration={150}>
        <Box px="xs" pb="xs" style={{ overflowX: 'auto' }}>
          {location === null ? (
            <Text size="sm" c="dimmed" p="xs">
              {t('noLocation')}
            </Text>
          ) : error ? (
            <Text size="sm" c="var(--mantine-color-error)" p="xs" role="alert">
              {loadFailed(t('weatherNotLoaded'), error)}
            </Text>
          ) : !days ? (
            <Skeleton h={150} />
          ) : (
            <table className={classes.weatherTable} data-testid="weather-table">
              <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {t(simulated ? 'forecastCaptionSimulated' : 'forecastCaption')}
              </caption>
              <thead>
                <tr>
                  <td />
                  {days.map((d) => {
                    const { Icon, word } = ICONS[d.weatherDesc] ?? ICONS.cloudy!;
                    return (
                      <th key={d.date} scope="col">
                        <Icon size={22} stroke={1.6} aria-label={t(word)} role="img" />
                        <div>{weekday.format(Date.parse(`${d.date}T12:00:00Z`))}</div>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {days.map((d, i) => (
                      <td key={d.date}>{value(d, i)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}

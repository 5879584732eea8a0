import { Select, SimpleGrid } from '@mantine/core';
import {
  disabledForecastDays,
  FORECAST_DAY_OPTIONS,
  forecastDaysError,
  forecastDaysOf,
  type SiteDocument,
  type TwigDetails,
} from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { ConfigCard } from './ConfigCard';
import { siteConfigMessages } from './messages';
import { useIrrigationRainfallUpdate } from './siteConfigApi';

const ORDINALS = ['firstDay', 'secondDay', 'thirdDay'] as const;

/**
 * Row 3 (spec 002 §2.2, §5): the three forecast days the predicted water use shows, picked from
 * 1–9; a day chosen in one select is disabled in the other two, so the three stay distinct.
 */
export function ForecastDaysCard({ site, twig }: { site: SiteDocument; twig: TwigDetails }) {
  const t = useT(siteConfigMessages);
  const saved = forecastDaysOf(twig.settings.predictedWaterUse);
  const [picks, setPicks] = useState<(number | null)[]>(saved);
  const update = useIrrigationRainfallUpdate(site.objectId);

  return (
    <ConfigCard
      title={t('forecastDays')}
      labelId="config-forecast-days"
      description={t('forecastDaysDescription')}
      canEdit={site.configActions.canEditForecast}
      onEdit={() => setPicks(saved)}
      onSave={() => {
        const days = picks.filter((d): d is number => d !== null);
        const error = forecastDaysError(days);
        if (error) return { invalid: error };
        return days.every((d, i) => d === saved[i]) ? 'unchanged' : update.mutateAsync({ forecastDays: days });
      }}
    >
      {(editing, saving) => {
        const shown = editing ? picks : saved;
        return (
          <SimpleGrid cols={3} spacing="sm">
            {ORDINALS.map((ordinal, index) => {
              const taken = disabledForecastDays(shown, index);
              return (
                <Select
                  key={ordinal}
                  label={t(ordinal)}
                  data={FORECAST_DAY_OPTIONS.map((day) => ({
                    value: String(day),
                    label: t('dayOption', { day }),
                    disabled: taken.includes(day),
                  }))}
                  value={shown[index] === null || shown[index] === undefined ? null : String(shown[index])}
                  onChange={(value) => setPicks((p) => p.map((d, i) => (i === index ? (value ? Number(value) : null) : d)))}
                  allowDeselect={false}
                  disabled={!editing || saving}
                />
              );
            })}
          </SimpleGrid>
        );
      }}
    </ConfigCard>
  );
}

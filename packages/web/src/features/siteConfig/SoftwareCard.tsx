import { Button, Select, SimpleGrid } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import {
  IRRIGATION_DATA_SOURCES,
  RAINFALL_DATA_SOURCES,
  type IrrigationDataSource,
  type IrrigationRainfallBody,
  type RainfallDataSource,
  type SiteDocument,
  type TwigDetails,
} from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { ConfigCard } from './ConfigCard';
import { siteConfigMessages } from './messages';
import { useIrrigationRainfallUpdate, useMigrateIrrigationRainfall } from './siteConfigApi';
import { useInProgressAction } from './useInProgressAction';

const NONE = 'none';
/** Product names; 'none' is worded in the catalogue. */
const SOURCE_LABELS: Record<string, string> = { pivotrac: 'Pivotrac', DTN: 'DTN' };

interface SoftwareForm {
  irrigation: IrrigationDataSource | null;
  rainfall: RainfallDataSource;
}

/**
 * Row 2 (spec 002 §2.2, §9): where irrigation (pivotrac or none) and rainfall (DTN or pivotrac)
 * data come from, and the one-time migration of that data ('Update In Progress!').
 */
export function SoftwareCard({ site, twig }: { site: SiteDocument; twig: TwigDetails }) {
  const t = useT(siteConfigMessages);
  const sourceLabel = (value: string) => (value === NONE ? t('none') : (SOURCE_LABELS[value] ?? value));
  const saved: SoftwareForm = { irrigation: twig.settings.irrigationDataSource.type, rainfall: twig.settings.rainfallDataSource.type };
  const [form, setForm] = useState<SoftwareForm>(saved);
  const update = useIrrigationRainfallUpdate(site.objectId);
  const migrate = useMigrateIrrigationRainfall(site.objectId);
  const migration = useInProgressAction(() => migrate.mutateAsync());

  return (
    <ConfigCard
      title={t('software')}
      labelId="config-software"
      canEdit={site.configActions.canEdit}
      onEdit={() => setForm(saved)}
      onSave={() => {
        const body: IrrigationRainfallBody = {};
        if (form.irrigation !== saved.irrigation) body.irrigationDataSourceType = form.irrigation;
        if (form.rainfall !== saved.rainfall) body.rainfallDataSourceType = form.rainfall;
        return Object.keys(body).length === 0 ? 'unchanged' : update.mutateAsync(body);
      }}
      extraActions={
        site.configActions.canEdit && (
          <Button
            variant="light"
            leftSection={<IconDatabaseImport size={16} aria-hidden />}
            onClick={migration.start}
            loading={migration.pending}
          >
            {t('oneTimeMigration')}
          </Button>
        )
      }
    >
      {(editing, saving) => {
        const shown = editing ? form : saved;
        return (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('irrigationDataSource')}
              data={[...IRRIGATION_DATA_SOURCES, NONE].map((value) => ({ value, label: sourceLabel(value) }))}
              value={shown.irrigation ?? NONE}
              onChange={(value) =>
                setForm((f) => ({ ...f, irrigation: value === NONE || !value ? null : (value as IrrigationDataSource) }))
              }
              allowDeselect={false}
              disabled={!editing || saving}
            />
            <Select
              label={t('rainfallDataSource')}
              data={RAINFALL_DATA_SOURCES.map((value) => ({ value, label: sourceLabel(value) }))}
              value={shown.rainfall}
              onChange={(value) => value && setForm((f) => ({ ...f, rainfall: value as RainfallDataSource }))}
              allowDeselect={false}
              disabled={!editing || saving}
            />
            {migration.dialog}
          </SimpleGrid>
        );
      }}
    </ConfigCard>
  );
}

import { Button, Checkbox, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ObjectOptions, SiteDocument, TwigDetails } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { ConfigCard } from './ConfigCard';
import { siteConfigMessages } from './messages';
import { hardwareChanges, hardwareFormOf, type HardwareForm } from './hardwareForm';
import { useRecomputeAll, useSiteUpdate } from './siteConfigApi';
import { useInProgressAction } from './useInProgressAction';

/**
 * Row 1 (spec 002 §2.2): hardware type, the probe (twig/badger) and local sensor (Fox) ids,
 * reporting interval and the local sensor, and for the users the API allows the sensors the
 * root-zone values include and 'Recompute all values'.
 */
export function HardwareCard({ site, twig, options }: { site: SiteDocument; twig: TwigDetails; options: ObjectOptions | undefined }) {
  const t = useT(siteConfigMessages);
  const sensorLabel = (s: ObjectOptions['sensors'][number]) =>
    t(s.variant === 'local' ? 'sensorOptionLocal' : 'sensorOption', { name: s.name, depth: s.depthIn });
  const actions = site.configActions;
  const saved = hardwareFormOf(twig);
  const [form, setForm] = useState<HardwareForm>(saved);
  const update = useSiteUpdate(site.objectId);
  const recompute = useRecomputeAll(site.objectId);
  const recomputeAll = useInProgressAction(() =>
    recompute.mutateAsync({ siteId: site.siteId, ...(site.twigId ? { twigId: site.twigId } : {}), status: site.status }),
  );
  const set = (patch: Partial<HardwareForm>) => setForm((f) => ({ ...f, ...patch }));

  const hardwareTypes = options?.HardwareType.map((h) => h.name) ?? [twig.hardwaretype];
  const sensors = options?.sensors ?? [];

  return (
    <ConfigCard
      title={t('hardware')}
      labelId="config-hardware"
      canEdit={actions.canEdit}
      onEdit={() => setForm(saved)}
      onSave={() => {
        const change = hardwareChanges(saved, form, actions.canSelectSensors);
        if (change === null) return 'unchanged';
        if ('invalid' in change) return change;
        return update.mutateAsync(change.body);
      }}
      extraActions={
        actions.canRecomputeAll && (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={recomputeAll.start}
            loading={recomputeAll.pending}
          >
            {t('recomputeAll')}
          </Button>
        )
      }
    >
      {(editing, saving) => {
        const shown = editing ? form : saved;
        const disabled = !editing || saving;
        return (
          <Stack gap="sm">
            <Select
              label={t('hardwareType')}
              data={hardwareTypes.includes(shown.hardwareType) ? hardwareTypes : [shown.hardwareType, ...hardwareTypes]}
              value={shown.hardwareType}
              onChange={(value) => value && set({ hardwareType: value })}
              allowDeselect={false}
              disabled={disabled}
              comboboxProps={{ withinPortal: true }}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                label={t('badgerId')}
                description={t('badgerIdDescription')}
                value={shown.badgerId}
                onChange={(e) => set({ badgerId: e.currentTarget.value })}
                disabled={disabled}
                autoComplete="off"
              />
              <TextInput
                label={t('twigId')}
                description={t('twigIdDescription')}
                value={site.twigId ?? ''}
                placeholder={t('none')}
                disabled
                readOnly
              />
              <TextInput
                label={t('foxId')}
                description={t('foxIdDescription')}
                value={twig.FoxSensor ?? ''}
                placeholder={t('none')}
                disabled
                readOnly
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('reportingIntervalMinutes')}
                inputMode="numeric"
                value={shown.reportingInterval}
                onChange={(e) => set({ reportingInterval: e.currentTarget.value })}
                disabled={disabled}
              />
              <TextInput
                label={t('localSensorType')}
                placeholder={t('none')}
                value={shown.localSensor}
                onChange={(e) => set({ localSensor: e.currentTarget.value })}
                disabled={disabled || !shown.addLocalSensor}
              />
            </SimpleGrid>
            <Checkbox
              label={t('addLocalSensor')}
              checked={shown.addLocalSensor}
              onChange={(e) => set({ addLocalSensor: e.currentTarget.checked })}
              disabled={disabled}
            />
            {actions.canSelectSensors && (
              <MultiSelect
                label={t('sensorsToInclude')}
                description={t('sensorsToIncludeDescription')}
                data={sensors.map((s) => ({ value: s.key, label: sensorLabel(s) }))}
                value={shown.selectedSensors}
                onChange={(value) => set({ selectedSensors: value })}
                disabled={disabled}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            {recomputeAll.dialog}
          </Stack>
        );
      }}
    </ConfigCard>
  );
}

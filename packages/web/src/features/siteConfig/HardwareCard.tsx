import { Button, Checkbox, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ObjectOptions, SiteDocument, TwigDetails } from '@tilth/domain';
import { useState } from 'react';
import { ConfigCard } from './ConfigCard';
import { hardwareChanges, hardwareFormOf, type HardwareForm } from './hardwareForm';
import { useRecomputeAll, useSiteUpdate } from './siteConfigApi';
import { useInProgressAction } from './useInProgressAction';

const sensorLabel = (s: ObjectOptions['sensors'][number]) => `${s.name} (${s.depthIn} in${s.variant === 'local' ? ', local' : ''})`;

/**
 * Row 1 (spec 002 §2.2): hardware type, the probe (twig/badger) and local sensor (Fox) ids,
 * reporting interval and the local sensor, and for the users the API allows the sensors the
 * root-zone values include and 'Recompute all values'.
 */
export function HardwareCard({ site, twig, options }: { site: SiteDocument; twig: TwigDetails; options: ObjectOptions | undefined }) {
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
      title="Hardware"
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
            Recompute all values
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
              label="Hardware Type"
              data={hardwareTypes.includes(shown.hardwareType) ? hardwareTypes : [shown.hardwareType, ...hardwareTypes]}
              value={shown.hardwareType}
              onChange={(value) => value && set({ hardwareType: value })}
              allowDeselect={false}
              disabled={disabled}
              comboboxProps={{ withinPortal: true }}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                label="Badger ID"
                description="Probe logger radio id"
                value={shown.badgerId}
                onChange={(e) => set({ badgerId: e.currentTarget.value })}
                disabled={disabled}
                autoComplete="off"
              />
              <TextInput
                label="Twig ID"
                description="Follows the badger id"
                value={site.twigId ?? ''}
                placeholder="None"
                disabled
                readOnly
              />
              <TextInput
                label="Fox ID"
                description="Local sensor radio id"
                value={twig.FoxSensor ?? ''}
                placeholder="None"
                disabled
                readOnly
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="Reporting interval (minutes)"
                inputMode="numeric"
                value={shown.reportingInterval}
                onChange={(e) => set({ reportingInterval: e.currentTarget.value })}
                disabled={disabled}
              />
              <TextInput
                label="Type of Local Sensor"
                placeholder="None"
                value={shown.localSensor}
                onChange={(e) => set({ localSensor: e.currentTarget.value })}
                disabled={disabled || !shown.addLocalSensor}
              />
            </SimpleGrid>
            <Checkbox
              label="Add Local Sensor"
              checked={shown.addLocalSensor}
              onChange={(e) => set({ addLocalSensor: e.currentTarget.checked })}
              disabled={disabled}
            />
            {actions.canSelectSensors && (
              <MultiSelect
                label="Sensors to include"
                description="The sensors the root-zone values are computed from"
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

import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  MultiSelect,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconClockPlay, IconDownload, IconMailForward } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  EXPORT_MEASURES,
  MEASURE_LABELS,
  type DepthUnit,
  type ExportManifest,
  type ExportFormat,
  type ExportInterval,
  type ExportMeasure,
} from '@tilth/domain';
import { useState } from 'react';
import { intlLocale } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { errorText } from '../../ui/apiMessages';
import { downloadExport, exportKeys, saveExportSchedule, startExportJob } from './exportApi';
import { exportMessages, type ExportKey } from './messages';
import { ExportSchedules, RecentExports } from './RecentExports';
import { useExportForm } from './useExportForm';

/** Each measurement's hint, by its key in the export catalogue. */
const MEASURE_HINTS: Partial<Record<ExportMeasure, ExportKey>> = {
  moisture: 'hintPerDepth',
  availableWater: 'hintPerDepth',
  temperature: 'hintSoilPerDepth',
  battery: 'hintBattery',
  signal: 'hintSignal',
  rootZoneAw: 'hintRootZone',
  eto: 'hintEto',
  etc: 'hintEtc',
  waterAccount: 'hintWaterAccount',
};

const INTERVAL_HINTS: Record<ExportInterval, ExportKey> = {
  logged: 'intervalLogged',
  hourly: 'intervalHourly',
  daily: 'intervalDaily',
};

/** Skipped sites under each reason once ('Download all data is not part of this site’s plan (None)…'). */
function skippedByReason(skipped: ExportManifest['skipped']): { reason: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const site of skipped) groups.set(site.reason, [...(groups.get(site.reason) ?? []), `${site.name} (${site.farmName})`]);
  return [...groups.entries()].map(([reason, names]) => ({ reason, names }));
}

/** The formats, with their name's and description's keys in the export catalogue. */
const FORMATS: { value: ExportFormat; name: ExportKey; about: ExportKey }[] = [
  { value: 'xlsx', name: 'xlsxLabel', about: 'xlsxDescription' },
  { value: 'csv', name: 'csvLabel', about: 'csvDescription' },
  { value: 'csvZip', name: 'csvZipLabel', about: 'csvZipDescription' },
];

/**
 * Export (issue 32): choose sites (a farm, several farms, or particular sites), the dates, what
 * to include, the interval, the units and the format; sites whose plan leaves the download out are
 * listed as skipped before anything is downloaded.
 */
export default function ExportDialog({ farmIds, siteIds, onClose }: { farmIds?: string[]; siteIds?: string[]; onClose: () => void }) {
  const t = useT(exportMessages);
  const form = useExportForm({ farmIds, siteIds });
  const client = useQueryClient();
  const [tab, setTab] = useState<string | null>('new');
  const [weekly, setWeekly] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const farmName = new Map((form.farms.data ?? []).map((f) => [f.objectId, f.name]));
  const byFarm = new Map<string, { value: string; label: string }[]>();
  for (const site of form.sites.data ?? []) {
    const items = byFarm.get(site.farm.objectId) ?? [];
    items.push({ value: site.objectId, label: site.name });
    byFarm.set(site.farm.objectId, items);
  }
  const siteGroups = [...byFarm.entries()].map(([farm, items]) => ({ group: farmName.get(farm) ?? t('farmFallback'), items }));
  const manifest = form.manifest.data;
  const nothingToWrite = manifest !== undefined && manifest.included.length === 0;

  const background = manifest?.background === true;

  const download = async () => {
    if (!form.request || !manifest) return;
    setDownloading(true);
    setFailure(null);
    setSaved(null);
    try {
      if (weekly) {
        const schedule = await saveExportSchedule(form.request);
        await client.invalidateQueries({ queryKey: exportKeys.schedules });
        setWeekly(false);
        setSaved(t('saved', { description: schedule.description }));
        setTab('weekly');
      } else if (background) {
        // Large: prepared in the background; Recent exports follows its progress.
        await startExportJob(form.request);
        await client.invalidateQueries({ queryKey: exportKeys.jobs });
        setTab('recent');
      } else {
        const extension = { csv: 'csv', csvZip: 'zip', xlsx: 'xlsx' }[form.request.format];
        await downloadExport(form.request, manifest.fileName.replace(/\.\w+$/, `.${extension}`));
        onClose();
      }
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('title')} size="lg">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md" grow style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="new" px={8}>
            {t('tabNew')}
          </Tabs.Tab>
          <Tabs.Tab value="recent" px={8}>
            {t('recentExports')}
          </Tabs.Tab>
          <Tabs.Tab value="weekly" px={8}>
            {t('weeklyEmails')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recent">
          <RecentExports />
        </Tabs.Panel>
        <Tabs.Panel value="weekly">
          <Stack gap="sm">
            {saved && (
              <Alert color="green" variant="light" role="status">
                {saved}
              </Alert>
            )}
            <ExportSchedules />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="new">
          <Stack gap="md" data-testid="export-dialog">
            <MultiSelect
              label={t('farms')}
              placeholder={form.farmIds.length ? undefined : t('chooseFarms')}
              data={(form.farms.data ?? []).map((f) => ({ value: f.objectId, label: f.name }))}
              value={form.farmIds}
              onChange={form.setFarmIds}
              searchable
              clearable
            />
            <MultiSelect
              label={t('sites')}
              description={t('sitesDescription')}
              placeholder={form.siteIds.length ? undefined : t('allSites')}
              data={siteGroups}
              value={form.siteIds}
              onChange={form.setSiteIds}
              searchable
              clearable
              disabled={form.sites.isPending && form.farmIds.length > 0}
            />
            <div aria-live="polite" data-testid="export-summary">
              {manifest && (
                <Stack gap={4}>
                  <Text size="sm">
                    {manifest.included.length ? t('willExport', { count: manifest.included.length }) : t('noneExportable')}
                  </Text>
                  {manifest.skipped.length > 0 && (
                    <Alert
                      color="yellow"
                      variant="light"
                      icon={<IconAlertCircle aria-hidden />}
                      title={t('skipped', { count: manifest.skipped.length })}
                    >
                      <List size="sm" spacing={4}>
                        {skippedByReason(manifest.skipped).map(({ reason, names }) => (
                          <List.Item key={reason}>
                            <Text span fw={600} size="sm">
                              {names.join(', ')}
                            </Text>
                            {`: ${reason}`}
                          </List.Item>
                        ))}
                      </List>
                    </Alert>
                  )}
                </Stack>
              )}
              {form.manifest.error && (
                <Text c="var(--mantine-color-error)" size="sm">
                  {errorText(form.manifest.error)}
                </Text>
              )}
            </div>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput type="date" label={t('from')} value={form.from} onChange={(e) => form.setFrom(e.currentTarget.value)} />
              <TextInput type="date" label={t('to')} value={form.to} onChange={(e) => form.setTo(e.currentTarget.value)} />
            </SimpleGrid>
            <Checkbox.Group label={t('include')} value={form.measures} onChange={(value) => form.setMeasures(value as ExportMeasure[])}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
                {EXPORT_MEASURES.map((m) => (
                  <Checkbox
                    key={m}
                    value={m}
                    label={
                      <>
                        {domainText(MEASURE_LABELS[m])}
                        {MEASURE_HINTS[m] !== undefined && (
                          <Text span c="dimmed" size="sm">
                            {` (${t(MEASURE_HINTS[m])})`}
                          </Text>
                        )}
                      </>
                    }
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('interval')}
              </Text>
              <SegmentedControl
                aria-label={t('interval')}
                fullWidth
                value={form.interval}
                onChange={(value) => form.setInterval(value as ExportInterval)}
                data={[
                  { value: 'logged', label: t('asLogged') },
                  { value: 'hourly', label: t('hourly') },
                  { value: 'daily', label: t('daily') },
                ]}
              />
              <Text size="xs" c="dimmed">
                {t(INTERVAL_HINTS[form.interval])}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('units')}
              </Text>
              <SegmentedControl
                aria-label={t('units')}
                fullWidth
                value={form.unit}
                onChange={(value) => form.setUnit(value as DepthUnit)}
                data={[
                  { value: 'feetInches', label: t('unitsImperial') },
                  { value: 'meters', label: t('unitsMetric') },
                ]}
              />
            </Stack>
            <Radio.Group label={t('format')} value={form.format} onChange={(value) => form.setFormat(value as ExportFormat)}>
              <Stack gap={8} mt={6}>
                {FORMATS.map((f) => (
                  <Radio key={f.value} value={f.value} label={t(f.name)} description={t(f.about)} />
                ))}
              </Stack>
            </Radio.Group>

            <Switch
              label={t('weekly')}
              description={t('weeklyDescription', { days: String(form.days > 0 ? form.days : 7) })}
              checked={weekly}
              onChange={(e) => setWeekly(e.currentTarget.checked)}
            />
            {background && !weekly && manifest && (
              <Alert color="blue" variant="light" icon={<IconClockPlay aria-hidden />} data-testid="export-background">
                {t('background', { siteDays: manifest.siteDays.toLocaleString(intlLocale()) })}
              </Alert>
            )}
            <div aria-live="polite">
              {form.problem && (
                <Text c="var(--mantine-color-error)" size="sm">
                  {form.problem}
                </Text>
              )}
              {failure && (
                <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
                  {failure}
                </Alert>
              )}
            </div>

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button
                leftSection={
                  weekly ? (
                    <IconMailForward size={18} aria-hidden />
                  ) : background ? (
                    <IconClockPlay size={18} aria-hidden />
                  ) : (
                    <IconDownload size={18} aria-hidden />
                  )
                }
                onClick={() => void download()}
                loading={downloading}
                disabled={!form.request || !manifest || nothingToWrite || form.manifest.isFetching}
              >
                {weekly ? t('saveWeekly') : background ? t('startExport') : t('download')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </AppModal>
  );
}

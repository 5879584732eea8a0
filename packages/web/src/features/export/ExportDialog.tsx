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
  plural,
  type DepthUnit,
  type ExportManifest,
  type ExportFormat,
  type ExportInterval,
  type ExportMeasure,
} from '@tilth/domain';
import { useState } from 'react';
import { AppModal } from '../../ui/AppModal';
import { errorText } from '../../ui/apiMessages';
import { downloadExport, exportKeys, saveExportSchedule, startExportJob } from './exportApi';
import { ExportSchedules, RecentExports } from './RecentExports';
import { useExportForm } from './useExportForm';

const MEASURE_HINTS: Partial<Record<ExportMeasure, string>> = {
  moisture: 'per depth',
  availableWater: 'per depth',
  temperature: 'soil, per depth',
  battery: 'probe and local sensor',
  signal: 'radio strength',
  rootZoneAw: 'daily, in or mm',
  eto: 'daily reference',
  etc: 'daily, ETo × crop coefficient',
  waterAccount: 'daily rain, irrigation, ETc, drainage, balance',
};

const INTERVAL_HINTS: Record<ExportInterval, string> = {
  logged: 'Every reading as the probe logged it; the daily values once a day.',
  hourly: 'Each hour’s mean; rain and irrigation as the hour’s total; the daily values once a day.',
  daily: 'Each day’s minimum, mean and maximum; rain and irrigation as the day’s total; the daily values as they are.',
};

/** Skipped sites under each reason once ('Download all data is not part of this site’s plan (None)…'). */
function skippedByReason(skipped: ExportManifest['skipped']): { reason: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const site of skipped) groups.set(site.reason, [...(groups.get(site.reason) ?? []), `${site.name} (${site.farmName})`]);
  return [...groups.entries()].map(([reason, names]) => ({ reason, names }));
}

const FORMATS: { value: ExportFormat; label: string; description: string }[] = [
  { value: 'xlsx', label: 'Excel (XLSX)', description: 'A sheet per site and a summary sheet, with real dates and numbers.' },
  { value: 'csv', label: 'CSV, one table', description: 'Every site in one long table.' },
  { value: 'csvZip', label: 'CSV per site (zip)', description: 'One CSV file per site in a zip.' },
];

/**
 * Export (issue 32): choose sites (a farm, several farms, or particular sites), the dates, what
 * to include, the interval, the units and the format; sites whose plan leaves the download out are
 * listed as skipped before anything is downloaded.
 */
export default function ExportDialog({ farmIds, siteIds, onClose }: { farmIds?: string[]; siteIds?: string[]; onClose: () => void }) {
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
  const siteGroups = [...byFarm.entries()].map(([farm, items]) => ({ group: farmName.get(farm) ?? 'Farm', items }));
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
        setSaved(`Saved: ${schedule.description}.`);
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
    <AppModal opened onClose={onClose} title="Export data" size="lg">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md" grow style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="new" px={8}>
            New export
          </Tabs.Tab>
          <Tabs.Tab value="recent" px={8}>
            Recent exports
          </Tabs.Tab>
          <Tabs.Tab value="weekly" px={8}>
            Weekly e-mails
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
              label="Farms"
              placeholder={form.farmIds.length ? undefined : 'Choose farms'}
              data={(form.farms.data ?? []).map((f) => ({ value: f.objectId, label: f.name }))}
              value={form.farmIds}
              onChange={form.setFarmIds}
              searchable
              clearable
            />
            <MultiSelect
              label="Sites"
              description="Leave empty to export every site of the chosen farms."
              placeholder={form.siteIds.length ? undefined : 'All sites of these farms'}
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
                    {manifest.included.length
                      ? `${plural(manifest.included.length, 'site')} will be exported; times in each farm’s local time.`
                      : 'None of these sites can be exported.'}
                  </Text>
                  {manifest.skipped.length > 0 && (
                    <Alert
                      color="yellow"
                      variant="light"
                      icon={<IconAlertCircle aria-hidden />}
                      title={`${plural(manifest.skipped.length, 'site')} skipped`}
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
              <TextInput type="date" label="From" value={form.from} onChange={(e) => form.setFrom(e.currentTarget.value)} />
              <TextInput type="date" label="To" value={form.to} onChange={(e) => form.setTo(e.currentTarget.value)} />
            </SimpleGrid>
            <Checkbox.Group label="Include" value={form.measures} onChange={(value) => form.setMeasures(value as ExportMeasure[])}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
                {EXPORT_MEASURES.map((m) => (
                  <Checkbox
                    key={m}
                    value={m}
                    label={
                      <>
                        {MEASURE_LABELS[m]}
                        {MEASURE_HINTS[m] && (
                          <Text span c="dimmed" size="sm">
                            {` (${MEASURE_HINTS[m]})`}
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
                Interval
              </Text>
              <SegmentedControl
                aria-label="Interval"
                fullWidth
                value={form.interval}
                onChange={(value) => form.setInterval(value as ExportInterval)}
                data={[
                  { value: 'logged', label: 'As logged' },
                  { value: 'hourly', label: 'Hourly' },
                  { value: 'daily', label: 'Daily' },
                ]}
              />
              <Text size="xs" c="dimmed">
                {INTERVAL_HINTS[form.interval]}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Units
              </Text>
              <SegmentedControl
                aria-label="Units"
                fullWidth
                value={form.unit}
                onChange={(value) => form.setUnit(value as DepthUnit)}
                data={[
                  { value: 'feetInches', label: 'Inches, °F' },
                  { value: 'meters', label: 'mm, cm, °C' },
                ]}
              />
            </Stack>
            <Radio.Group label="Format" value={form.format} onChange={(value) => form.setFormat(value as ExportFormat)}>
              <Stack gap={8} mt={6}>
                {FORMATS.map((f) => (
                  <Radio key={f.value} value={f.value} label={f.label} description={f.description} />
                ))}
              </Stack>
            </Radio.Group>

            <Switch
              label="E-mail me this export every Monday"
              description={`The same choices for the last ${form.days > 0 ? form.days : 7} days, each Monday morning in the farm’s time.`}
              checked={weekly}
              onChange={(e) => setWeekly(e.currentTarget.checked)}
            />
            {background && !weekly && manifest && (
              <Alert color="blue" variant="light" icon={<IconClockPlay aria-hidden />} data-testid="export-background">
                {`This export covers ${manifest.siteDays.toLocaleString()} site-days: it is prepared in the background. You can close this window; Recent exports shows its progress, and we e-mail you when it is ready.`}
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
                Cancel
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
                {weekly ? 'Save weekly e-mail' : background ? 'Start export' : 'Download'}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </AppModal>
  );
}

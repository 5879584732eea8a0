import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  DEFAULT_THRESHOLD_PERIOD,
  defaultCustomRange,
  periodRange,
  type SiteHeaderView,
  type TimePeriod,
  type TimeRange,
} from '@tilth/domain';
import { useMemo, useState } from 'react';
import { Navigate, useOutletContext } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { useSignedInAccount } from '../auth/useAccount';
import { useGraphSeries } from '../siteGraph/useGraphSeries';
import { ThresholdSection } from '../thresholds/ThresholdSection';
import { useThresholdPage } from '../thresholds/thresholdsApi';
import { templatesMessages } from './messages';
import { TemplateRangeBar } from './TemplateRangeBar';
import { TemplateSection } from './TemplateSection';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The site's Template tab (spec 001 §2.9): the date range, the crop template (picker, editor,
 * preview) and the thresholds (graph, table, recompute). What may be changed follows the role
 * (spec 001 §6): the page answer's `canEdit` ('site:editThresholds'), 'template:create' for new
 * templates and 'template:sharePublic' for public sharing.
 */
export default function SiteTemplatePage() {
  const site = useOutletContext<SiteHeaderView>();
  // Spec 001 §2.5: a pressure transducer has no Template tab.
  if (site.pressureTransducer) return <Navigate to="../graph" relative="path" replace />;
  return <SiteTemplateView key={site.objectId} site={site} />;
}

function SiteTemplateView({ site }: { site: SiteHeaderView }) {
  const t = useT(templatesMessages);
  const { profile } = useSignedInAccount();
  const page = useThresholdPage(site.objectId);
  const [period, setPeriod] = useState<TimePeriod>(DEFAULT_THRESHOLD_PERIOD);
  const [custom, setCustom] = useState<TimeRange | null>(null);
  const series = useGraphSeries(site.objectId, period, custom);
  const from = series.data?.from;
  const to = series.data?.to;
  const range = useMemo<TimeRange>(
    () =>
      from !== undefined && to !== undefined
        ? { from, to }
        : period === 'CUSTOM'
          ? (custom ?? defaultCustomRange(nowSeconds()))
          : periodRange(period, nowSeconds()),
    [from, to, period, custom],
  );

  if (page.isPending) {
    return (
      <Stack gap="md" aria-busy="true" data-testid="template-page-loading">
        <Skeleton h={36} w={200} />
        <Skeleton h={340} radius="md" />
        <Skeleton h={300} radius="md" />
      </Stack>
    );
  }
  if (page.error || !page.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        <Group justify="space-between" gap="sm">
          {loadFailed(t('pageLoadFailed'), page.error)}
          <Button size="xs" variant="white" onClick={() => void page.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const data = page.data;
  const canEdit = data.canEdit;
  const canCreate = canEdit && profile.permissions.includes('template:create');
  const canSharePublic = profile.permissions.includes('template:sharePublic');
  const timeZone = series.data?.timeZone ?? data.timeZone;

  return (
    <Stack gap="md" data-testid="site-template-page">
      <TemplateRangeBar
        period={period}
        custom={custom}
        timeZone={timeZone}
        onPeriod={(next) => {
          setPeriod(next);
          if (next === 'CUSTOM' && !custom) setCustom(defaultCustomRange(nowSeconds()));
        }}
        onCustom={setCustom}
      />
      <TemplateSection page={data} range={range} canEdit={canEdit} canCreate={canCreate} canSharePublic={canSharePublic} />
      <ThresholdSection page={data} series={series} range={range} canEdit={canEdit} />
    </Stack>
  );
}

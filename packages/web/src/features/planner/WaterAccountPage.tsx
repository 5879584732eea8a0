import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconDropletOff, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { useWaterAccountView } from './waterAccountView';
import { WaterCards } from './WaterCards';
import { WaterChart } from './WaterChart';
import { waterChartSeries } from './waterChartData';
import { WaterFarmNav } from './WaterFarmNav';
import { WaterNotes } from './WaterNotes';
import { rangeLabel } from './waterRange';
import { WaterRangeForm } from './WaterRangeForm';
import { WaterSkipped } from './WaterSkipped';
// The printed report: the app's frame, the navbar and the controls stay off the paper.
import './waterPrint.css';
import { WaterTable } from './WaterTable';
import { sitesWithoutArea } from './waterTotals';
import classes from './WaterAccount.module.css';
import { waterMessages } from './waterMessages';

function Loading() {
  const t = useT(waterMessages);
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
      <Skeleton h={300} radius="lg" />
      <Skeleton h={180} radius="lg" />
    </Stack>
  );
}

/**
 * /farm/{farmid}/water: the season's water account of the farm's Gold sites (the calendar year to
 * date unless another range is chosen) — a chart of what came in and went out, each site's
 * irrigation, effective rain, crop use, drainage and storage change in the user's depth unit and
 * in acre-inches, the farm's acre-inch totals, the sites left out and why; CSV and Print for the
 * water-use reports natural-resource districts ask for.
 */
export default function WaterAccountPage() {
  const t = useT(waterMessages);
  const { farmid = '' } = useParams();
  const view = useWaterAccountView(farmid);
  const { query, account, unit, draft } = view;
  const series = useMemo(() => (account ? waterChartSeries(account, unit) : null), [account, unit]);
  const range = account ? rangeLabel(account.from, account.to) : '';

  let body;
  if (query.isPending) body = <Loading />;
  else if (query.error && !account) {
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="water-error">
        {loadFailed(t('loadFailed'), query.error)}
        <Button variant="white" color="red" size="xs" mt="sm" display="block" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  } else if (account && account.sites.length === 0) {
    body = (
      <Stack gap="md">
        <EmptyCard icon={<IconDropletOff aria-hidden />} title={t('emptyTitle')} description={t('emptyDescription')} />
        <WaterSkipped skipped={account.skipped} />
      </Stack>
    );
  } else if (account) {
    body = (
      <Stack gap="md">
        <WaterNotes weatherSimulated={account.weatherSimulated} rainRule={account.rainRule} withoutArea={sitesWithoutArea(account)} />
        {series && <WaterChart series={series} farmName={account.farmName} />}
        <WaterTable account={account} unit={unit} caption={t('tableCaption', { range })} />
        <WaterCards account={account} unit={unit} />
        <WaterSkipped skipped={account.skipped} />
      </Stack>
    );
  }

  const hasSites = (account?.sites.length ?? 0) > 0;
  return (
    <div className="water-account-page" data-testid="water-account-page">
      <PageHeader
        title={t('title')}
        description={account ? `${account.farmName} · ${range}` : undefined}
        actions={
          <Group gap="xs" className="water-no-print" wrap="wrap">
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={view.download} disabled={!hasSites}>
              {t('downloadCsv')}
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={view.print} disabled={!account}>
              {t('print')}
            </Button>
          </Group>
        }
      />
      <div className={`${classes.layout} water-print-layout`}>
        <WaterFarmNav farmId={farmid} />
        <Stack gap="md" className={classes.content}>
          <WaterRangeForm {...draft} busy={query.isFetching && !query.isPending} />
          <div aria-busy={query.isFetching}>{body}</div>
        </Stack>
      </div>
    </div>
  );
}

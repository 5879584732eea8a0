import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SiteHeaderView } from '@tilth/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { ConnectionStatusCard } from './ConnectionStatusCard';
import { ExpectedStagesCard } from './ExpectedStagesCard';
import { ForecastDaysCard } from './ForecastDaysCard';
import { HardwareCard } from './HardwareCard';
import { HistoryCard } from './HistoryCard';
import { siteConfigMessages } from './messages';
import { IrrigationTypesCard } from './IrrigationTypesCard';
import classes from './SiteConfig.module.css';
import { useSiteDocument, useSiteOptions } from './siteConfigApi';
import { SoftwareCard } from './SoftwareCard';

// Cards of other areas, loaded with the tab.
const SiteSubscriptionCard = lazy(() => import('../subscriptions/SiteSubscriptionCard'));
const ThirdPartySensorCard = lazy(() => import('./ThirdPartySensorCard'));

function Row({ children }: { children: ReactNode }) {
  return <div className={classes.row}>{children}</div>;
}

function Cell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.cell}>
      <Suspense fallback={<Skeleton h={160} radius="lg" />}>{children}</Suspense>
    </div>
  );
}

/**
 * The Configuration + Subscription tab (spec 002 §2.2). Rows: hardware and subscription;
 * software and hardware connection; third-party sensor API and forecast days; irrigation type and
 * the disconnection history or changelog; expected stages for potatoes. Which cards show and which
 * may be edited come from the site's configActions (the API's policy), never from the role here.
 */
export default function SiteConfigPage() {
  const site = useOutletContext<SiteHeaderView>();
  return <SiteConfigView key={site.objectId} siteObjId={site.objectId} />;
}

function SiteConfigView({ siteObjId }: { siteObjId: string }) {
  const t = useT(siteConfigMessages);
  const siteQuery = useSiteDocument(siteObjId);
  const options = useSiteOptions(siteObjId);

  if (siteQuery.isPending) {
    return (
      <Stack gap="md" aria-busy="true" data-testid="config-page-loading">
        <Skeleton h={28} w={220} />
        <Skeleton h={280} radius="lg" />
        <Skeleton h={200} radius="lg" />
      </Stack>
    );
  }
  const site = siteQuery.data;
  const twig = site?.twigDetails;
  if (siteQuery.error || !site || !twig) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Group justify="space-between" gap="sm">
          {loadFailed(t('configLoadFailed'), siteQuery.error ?? new Error(t('noUnitDetails')))}
          <Button size="xs" variant="white" onClick={() => void siteQuery.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const actions = site.configActions;

  return (
    <Stack gap="md" className={classes.page}>
      <Title order={2} size="h3">
        {t('configTitle')}
      </Title>
      <Row>
        <Cell>
          <HardwareCard site={site} twig={twig} options={options.data} />
        </Cell>
        <Cell>
          <SiteSubscriptionCard siteObjId={site.objectId} />
        </Cell>
      </Row>
      <Row>
        <Cell>
          <SoftwareCard site={site} twig={twig} />
        </Cell>
        <Cell>
          <ConnectionStatusCard siteObjId={site.objectId} />
        </Cell>
      </Row>
      <Row>
        <Cell>
          <ThirdPartySensorCard siteObjId={site.objectId} />
        </Cell>
        {actions.showExtraCards && (
          <Cell>
            <ForecastDaysCard site={site} twig={twig} />
          </Cell>
        )}
      </Row>
      <Row>
        {actions.showExtraCards && (
          <Cell>
            <IrrigationTypesCard site={site} twig={twig} options={options.data} />
          </Cell>
        )}
        <Cell>
          <HistoryCard siteObjId={site.objectId} withChangelog={actions.showExtraCards} />
        </Cell>
      </Row>
      {actions.showExpectedStages && <ExpectedStagesCard site={site} twig={twig} />}
    </Stack>
  );
}

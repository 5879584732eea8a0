import { Alert, Anchor, Box, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@tilth/domain/version';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { calendarDate, relativeTime } from '../../ui/relativeTime';
import { StaleNotice } from '../../ui/StaleNotice';
import { SiteRecommendationLine } from '../planner/SiteRecommendationLine';
import { subscribeText } from '../sites/SiteCard';
import { farmSitesPath } from '../sites/sitePaths';
import { siteKeys } from '../sites/sitesApi';
import { BatteryGauge, SignalBars } from './RadioStatus';
import { fetchSiteHeader } from './siteDetailApi';
import { siteDetailMessages } from './messages';
import { SiteSwitcher } from './SiteSwitcher';
import { hideInSnapshot } from '../../ui/snapshotMarks';

export type SiteTabKey = 'about' | 'graph' | 'template' | 'config+subs';

/** The site's tabs, each with its label's key in the catalogue. */
export const SITE_TABS = [
  { key: 'about', labelKey: 'tabAbout' },
  { key: 'graph', labelKey: 'tabGraph' },
  { key: 'template', labelKey: 'tabTemplate' },
  { key: 'config+subs', labelKey: 'tabConfig' },
] as const satisfies readonly { key: SiteTabKey; labelKey: string }[];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * The site detail shell (spec 001 §2.5, spec 002 §2.1): back link, name, 'Select a Site',
 * LORA signal, FOX battery, hardware, site id, last update, crop and planting date above the
 * tabs. A role the site's plan doesn't allow is sent back to the farm's sites.
 */
export default function SiteDetailLayout() {
  const t = useT(siteDetailMessages);
  const { farmid = '', siteObjId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const header = useQuery({ queryKey: siteKeys.header(siteObjId), queryFn: ({ signal }) => fetchSiteHeader(siteObjId, signal) });
  useDocumentTitle(t('documentTitle', { site: header.data?.name ?? t('siteFallback'), product: PRODUCT_NAME }));
  const base = pathname.replace(/\/(about|graph|template|config\+subs)\/?$/, '');
  const current = SITE_TABS.find((tab) => pathname.endsWith(`/${tab.key}`))?.key ?? 'graph';

  if (header.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={24} w={160} />
        <Skeleton h={40} w={320} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (header.error || !header.data) {
    return (
      <Stack gap="sm">
        <Anchor component={Link} to={farmSitesPath(farmid)}>
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden /> {t('backToFarmSites')}
          </Group>
        </Anchor>
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed(t('siteNotLoaded'), header.error)}
        </Alert>
      </Stack>
    );
  }
  const site = header.data;
  if (!site.canOpenGraph) {
    return <Navigate to={farmSitesPath(site.farm.objectId)} replace state={{ notice: `${site.name}: ${subscribeText()}.` }} />;
  }
  const tabs = SITE_TABS.filter((tab) => !(tab.key === 'template' && site.pressureTransducer));

  return (
    <Stack gap="md">
      <Anchor component={Link} to={farmSitesPath(site.farm.objectId)} size="sm" fw={600} w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> {t('farmSites', { farm: site.farm.name })}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {site.name}
          </Title>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconSelector size={16} aria-hidden />}
            onClick={() => setSwitching(true)}
            w="fit-content"
          >
            {t('selectSite')}
          </Button>
        </Stack>
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <SignalBars signal={site.signal} />
          <BatteryGauge battery={site.battery} />
        </Group>
      </Group>
      <Group gap="xl" wrap="wrap" data-testid="site-facts">
        <Fact label={t('hardwareType')} value={site.hardwareType} />
        <Fact label={t('siteId')} value={site.siteId} />
        <Group gap={6} wrap="nowrap" {...hideInSnapshot}>
          <Fact label={t('lastUpdated')} value={relativeTime(site.lastUpdated) ?? t('never')} />
          <StaleNotice lastReadingAt={site.lastUpdated} size="sm" />
        </Group>
        <Fact label={t('cropType')} value={site.crop ?? '—'} />
        <Fact label={t('plantingDate')} value={calendarDate(site.plantingDate) ?? '—'} />
      </Group>
      <SiteRecommendationLine siteObjId={site.objectId} allowedActions={site.allowedActions} />
      <Tabs value={current} onChange={(value) => value && navigate(`${base}/${value}`)} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }} aria-label={t('siteSections')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key} style={{ whiteSpace: 'nowrap' }}>
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={site} />
      <SiteSwitcher farmId={site.farm.objectId} currentSiteId={site.objectId} opened={switching} onClose={() => setSwitching(false)} />
    </Stack>
  );
}

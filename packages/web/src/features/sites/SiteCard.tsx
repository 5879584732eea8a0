import { Badge, Box, Button, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChartLine, IconChevronDown } from '@tabler/icons-react';
import type { Recommendation, SiteCardView } from '@tilth/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { calendarDate, relativeTime } from '../../ui/relativeTime';
import { RecommendationLine } from '../planner/RecommendationLine';
import { StaleNotice } from '../../ui/StaleNotice';
import { SensorFaultNotice } from './SensorFaultNotice';
import { MoistureBar } from './MoistureBar';
import { sitesMessages } from './messages';
import { SiteCardDetailBody } from './SiteCardDetail';
import { SitePin } from './SitePin';
import { siteGraphPath } from './sitePaths';
import { waterDepth, type LengthUnit } from './units';
import classes from './Sites.module.css';
import { hideInSnapshot } from '../../ui/snapshotMarks';

/** Spec 001 §2.4, §6: the words shown instead of detail the plan doesn't include, in the app's language. */
export const subscribeText = () => translate(sitesMessages, 'subscribe');
/** subscribeText()'s English, for tests; screens call subscribeText(). */
export const SUBSCRIBE_TEXT = 'Please contact your dealer to subscribe to this feature';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" span>
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      <Text span fw={700} size="sm">
        {value}
      </Text>
    </Text>
  );
}

/** The farm a card's site belongs to, when the list spans several farms. */
function FarmLine({ name }: { name: string | undefined }) {
  const t = useT(sitesMessages);
  if (!name) return null;
  return (
    <Text size="xs" fw={600} c="dimmed" data-testid="site-card-farm">
      {t('farmLine', { name })}
    </Text>
  );
}

/**
 * An active site (spec 001 §2.4): header always, the irrigation planner's line when the plan has
 * it (issue 29), detail when expanded, 'Site Information' footer.
 */
export function ActiveSiteCard({
  site,
  unit,
  farmName,
  recommendation,
}: {
  site: SiteCardView;
  unit: LengthUnit;
  farmName?: string;
  recommendation?: Recommendation;
}) {
  const t = useT(sitesMessages);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Box
      component="article"
      className={classes.card}
      data-testid="site-card"
      data-site-id={site.siteId}
      data-pin={site.pin.colour}
      data-open={open || undefined}
      aria-label={site.name}
    >
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={bodyId}
        w="100%"
        mih={{ base: 44, sm: 0 }}
        data-testid="site-card-toggle"
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Box miw={0}>
            <Text fw={700} className={classes.cardName}>
              {site.name}
            </Text>
            <Text size="sm" c="dimmed" className={classes.phoneDetail}>
              {t('cropAndId', { crop: site.crop ?? t('noCrop'), siteId: site.siteId })}
            </Text>
            <FarmLine name={farmName} />
          </Box>
          <Group gap={4} wrap="nowrap" align="center">
            <SitePin site={site} withLabel={false} />
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </Group>
      </UnstyledButton>
      <Group gap="md" mt={6} wrap="wrap" className={classes.phoneDetail}>
        <Fact label={t('raw')} value={waterDepth(site.raw, unit)} />
        <Fact label={t('deficit')} value={waterDepth(site.deficit, unit)} />
      </Group>
      <Box className={classes.barRow}>
        <MoistureBar bar={site.bar} outOfSeason={site.state.outOfSeason === true} />
      </Box>
      <Box className={classes.phoneDetail}>
        <RecommendationLine recommendation={recommendation} mt={6} />
      </Box>
      <Group mt={4} gap="xs" wrap="wrap" className={classes.statusRow}>
        <Box className={classes.phoneDetail}>
          <SitePin site={site} />
        </Box>
        <StaleNotice lastReadingAt={site.lastUpdated} size="sm" />
        <SensorFaultNotice faults={site.sensorFaults} size="sm" />
      </Group>
      <Collapse expanded={open} id={bodyId} transitionDuration={150} keepMounted={false}>
        <Box pt="sm">
          {site.detail ? (
            <Stack gap="sm">
              <SiteCardDetailBody detail={site.detail} unit={unit} outOfSeason={site.state.outOfSeason === true} />
              {site.canOpenGraph && (
                <Button
                  component={Link}
                  to={siteGraphPath(site)}
                  variant="light"
                  size="sm"
                  leftSection={<IconChartLine size={18} aria-hidden />}
                >
                  {t('openGraph')}
                </Button>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" data-testid="subscribe-text">
              {t('subscribe')}
            </Text>
          )}
        </Box>
      </Collapse>
      <Box className={classes.footer}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.phoneDetail}>
          {t('siteInformation')}
        </Text>
        <Group gap="md" wrap="wrap" style={{ rowGap: 0 }}>
          <Text size="xs" {...hideInSnapshot}>
            {t('lastUpdated', { when: relativeTime(site.lastUpdated) ?? t('never') })}
          </Text>
          <Text size="xs" className={classes.phoneDetail}>
            {t('plantingDate', { date: calendarDate(site.plantingDate) ?? '—' })}
          </Text>
        </Group>
      </Box>
    </Box>
  );
}

/** A site not yet installed (spec 001 §2.4 pending card). */
export function PendingSiteCard({ site, farmName }: { site: SiteCardView; farmName?: string }) {
  const t = useT(sitesMessages);
  const rows: [string, string][] = [
    [t('pendingHardwareType'), site.hardwareType],
    [t('pendingSiteId'), site.siteId],
    [t('pendingFoxSensor'), site.foxSensor ?? t('noFoxSensor')],
    [t('pendingInstallBy'), calendarDate(site.installByDate) ?? '—'],
    [t('pendingPlantingDate'), calendarDate(site.plantingDate) ?? '—'],
  ];
  return (
    <Box component="article" className={classes.card} data-testid="pending-card" data-site-id={site.siteId} aria-label={site.name}>
      <Badge color="gray" variant="light" radius="sm">
        {t('statusPending')}
      </Badge>
      <Text fw={700} mt={6} className={classes.cardName}>
        {site.name}
      </Text>
      <FarmLine name={farmName} />
      <Stack gap={2} mt={4} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {label}:
            </Text>
            <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Box>
  );
}

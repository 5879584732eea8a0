import { Anchor, Avatar, Badge, Box, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { CARD_STATUSES, countOf, type FarmListItem, type FarmSite } from '@tilth/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { farmsMessages } from './messages';
import { StatusCount, StatusIcon, statusLabel } from './status';
import classes from './Farms.module.css';

function relativeTime(iso: string | null, now = Date.now()): string {
  if (!iso) return translate(farmsMessages, 'neverReported');
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return translate(farmsMessages, 'minutesAgo', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return translate(farmsMessages, 'hoursAgo', { count: hours });
  return translate(farmsMessages, 'daysAgo', { count: Math.round(hours / 24) });
}

function SiteRow({ site, farmId }: { site: FarmSite; farmId: string }) {
  const t = useT(farmsMessages);
  return (
    <Group component="li" gap="sm" wrap="nowrap" className={classes.siteRow} data-testid="site-row">
      <StatusIcon status={site.health} />
      <Box miw={0} style={{ flex: 1 }}>
        <Anchor component={Link} to={`/farm/${farmId}/sites`} fw={600} size="sm" c="bright">
          {site.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('siteIdNumber', { siteId: site.siteId })} · {statusLabel(site.health)}
          {site.health !== 'PENDING' && site.health !== 'EXTRACTED' && ` · ${relativeTime(site.lastReadingAt)}`}
        </Text>
      </Box>
    </Group>
  );
}

/** '7 sites: 5 installed, 1 extracted, 1 not installed' — the states the health counts leave out. */
export function sitesSummary(total: number, extracted: number, notInstalled: number): string {
  const installed = total - extracted - notInstalled;
  return translate(farmsMessages, 'sitesSummary', { total, installed, extracted, notInstalled });
}

/** A farm in the list (spec 000 §2.4): its health at a glance; expands to its sites. */
export function FarmCard({ farm }: { farm: FarmListItem }) {
  const t = useT(farmsMessages);
  const [open, setOpen] = useState(false);
  const sitesId = useId();
  const sites = farm.sites ?? [];
  // The badge counts what the list shows; the server's siteCount leaves extracted sites out.
  const total = farm.sites ? sites.length : farm.siteCount;
  const notReporting = countOf(farm.reportingStatus, 'NOT_CONNECTED');
  const extracted = sites.filter((site) => site.health === 'EXTRACTED').length;
  const notInstalled = sites.filter((site) => site.health === 'PENDING').length;
  return (
    <Paper component="article" withBorder radius="lg" className={classes.card} aria-labelledby={`${sitesId}-name`} data-testid="farm-card">
      <Stack gap={8} p={{ base: 'sm', sm: 'md' }}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={farm.image || null} name={farm.name} color="initials" radius="md" size={48} alt="" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Anchor
              component={Link}
              to={`/farm/${farm.objectId}/sites`}
              id={`${sitesId}-name`}
              fw={700}
              size="lg"
              c="bright"
              className={classes.farmName}
            >
              {farm.name}
            </Anchor>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {farm.businessName} · {farm.physicalAddress}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.cardFooter}>
          <Group gap="md" role="group" aria-label={t('siteHealthOf', { name: farm.name })} className={classes.counts}>
            {CARD_STATUSES.map((status) => (
              <StatusCount key={status} status={status} count={countOf(farm.reportingStatus, status)} withLabel />
            ))}
            {/* Probes that stopped reporting count in no card status (spec 000: tree totals only): say so in words. */}
            {notReporting > 0 && (
              <Text size="sm" fw={600} c="var(--tilth-text-strong)" data-testid="not-reporting">
                {t('notReporting', { count: notReporting })}
              </Text>
            )}
            {/* Faulty sensors found by fleet health (issue 30), in words beside them. */}
            {(farm.sensorFaults ?? 0) > 0 && (
              <Text size="sm" fw={600} c="var(--mantine-color-grape-light-color)" data-testid="sensor-faults">
                {t('sensorFaults', { count: farm.sensorFaults ?? 0 })}
              </Text>
            )}
          </Group>
          <UnstyledButton
            className={classes.expand}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={sitesId}
            aria-label={t(open ? 'hideSitesOf' : 'showSitesOf', { name: farm.name })}
          >
            <Badge variant="light" color="gray" size="lg" radius="sm" tt="none">
              {t('sitesCount', { count: total })}
            </Badge>
            <IconChevronDown size={20} aria-hidden className={classes.chevron} data-open={open || undefined} />
          </UnstyledButton>
        </Group>
      </Stack>
      <Collapse expanded={open}>
        <Box id={sitesId} className={classes.sites}>
          {sites.length === 0 ? (
            <Text c="dimmed" size="sm" p="md">
              {t('noSites')}
            </Text>
          ) : (
            <>
              {extracted + notInstalled > 0 && (
                <Text size="xs" c="dimmed" px="md" pt="xs" data-testid="site-states">
                  {sitesSummary(sites.length, extracted, notInstalled)}
                </Text>
              )}
              <Stack component="ul" gap={0} m={0} p={0} aria-label={t('sitesOf', { name: farm.name })}>
                {sites.map((site) => (
                  <SiteRow key={site.objectId} site={site} farmId={farm.objectId} />
                ))}
              </Stack>
            </>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}

import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import type { ChangeLogEntry } from '@tilth/domain';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { changelogTime, changelogValue } from './changelogTime';
import { siteConfigMessages, type SiteConfigKey } from './messages';
import { useChangelog } from './siteConfigApi';
import { momentText } from './timeText';

/**
 * Where the site's changelog shows: the About page's right column (spec 002 §2.3) or the
 * Configuration page's history card (§2.2, §6). Each writes the same entries its own way.
 */
export type ChangelogPlace = 'aboutColumn' | 'historyCard';

interface ChangelogLook {
  loading: ReactNode;
  failed: (message: string) => ReactNode;
  empty: ReactNode;
  list: (entries: ChangeLogEntry[]) => ReactNode;
}

/** The catalogue's words as useT gives them. */
type Words = (key: SiteConfigKey) => string;

function AboutEntry({ entry }: { entry: ChangeLogEntry }) {
  const t = useT(siteConfigMessages);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="changelog-entry">
      <Text fw={700} size="sm">
        {entry.friendlyName}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <span>{changelogValue(entry.oldValue)}</span>
        <IconArrowRight size={14} aria-label={t('changedTo')} style={{ margin: '0 6px', verticalAlign: 'middle' }} />
        <Text span fw={600}>
          {changelogValue(entry.newValue)}
        </Text>
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {entry.user.name} · <time dateTime={entry.createdAt}>{changelogTime(entry.createdAt)}</time>
      </Text>
    </Paper>
  );
}

function HistoryEntry({ entry }: { entry: ChangeLogEntry }) {
  const t = useT(siteConfigMessages);
  /** The history card's way of writing an old or new value: nothing reads as 'none'. */
  const shown = (value: string | null) => (value === null || value === '' ? t('valueNone') : value);
  return (
    <li data-testid="changelog-entry">
      <Text size="sm">
        <Text span fw={700}>
          {entry.friendlyName}
        </Text>
        : {shown(entry.oldValue)} → {shown(entry.newValue)}
      </Text>
      <Text size="xs" c="dimmed">
        {entry.user.name} · {momentText(entry.createdAt)}
      </Text>
    </li>
  );
}

const looks = (t: Words): Record<ChangelogPlace, ChangelogLook> => ({
  aboutColumn: {
    loading: (
      <Stack gap="xs" aria-busy="true">
        <Skeleton h={64} />
        <Skeleton h={64} />
        <Skeleton h={64} />
      </Stack>
    ),
    failed: (message) => (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {message}
      </Alert>
    ),
    empty: (
      <Text size="sm" c="dimmed">
        {t('noChangesAbout')}
      </Text>
    ),
    list: (entries) => (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('changesNewestFirst')}>
        {entries.map((entry) => (
          <AboutEntry key={entry.objectId} entry={entry} />
        ))}
      </Stack>
    ),
  },
  historyCard: {
    loading: <Skeleton h={96} radius="md" aria-label={t('loadingChangelog')} />,
    failed: (message) => (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {message}
      </Alert>
    ),
    empty: (
      <Text size="sm" c="dimmed">
        {t('noChangesHistory')}
      </Text>
    ),
    list: (entries) => (
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }} data-testid="changelog">
        {entries.map((entry) => (
          <HistoryEntry key={entry.objectId} entry={entry} />
        ))}
      </Stack>
    ),
  },
});

/**
 * The site's changelog (spec 002 §3, §9): site name, TSS, TSS type, planting date and crop type
 * changes, newest first as the server lists them, read again after every save. On the About page
 * it is the right column, under its own heading.
 */
export function Changelog({ siteObjId, place }: { siteObjId: string; place: ChangelogPlace }) {
  const t = useT(siteConfigMessages);
  const changelog = useChangelog(siteObjId);
  const look = looks(t)[place];
  const content = changelog.isPending
    ? look.loading
    : changelog.isError
      ? look.failed(loadFailed(t('changelogLoadFailed'), changelog.error))
      : changelog.data.changeLogs.length === 0
        ? look.empty
        : look.list(changelog.data.changeLogs);
  if (place === 'historyCard') return content;
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="about-changelog-heading">
      <Title order={2} size="h4" id="about-changelog-heading" mb="md">
        {t('changelog')}
      </Title>
      {content}
    </Paper>
  );
}

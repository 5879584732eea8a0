import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import type { ChangeLogEntry } from '@tilth/domain';
import { loadFailed } from '../../ui/apiMessages';
import { useChangelog } from '../siteConfig/siteConfigApi';
import { changelogTime, changelogValue } from './changelogTime';

function ChangeItem({ entry }: { entry: ChangeLogEntry }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="changelog-entry">
      <Text fw={700} size="sm">
        {entry.friendlyName}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <span>{changelogValue(entry.oldValue)}</span>
        <IconArrowRight size={14} aria-label="changed to" style={{ margin: '0 6px', verticalAlign: 'middle' }} />
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

/**
 * The About page's right column (spec 002 §2.3): the site's changelog — site name, TSS, TSS type,
 * planting date and crop type changes (§9), newest first as the server lists them, read again
 * after every save.
 */
export function ChangelogColumn({ siteObjId }: { siteObjId: string }) {
  const changelog = useChangelog(siteObjId);
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="about-changelog-heading">
      <Title order={2} size="h4" id="about-changelog-heading" mb="md">
        Changelog
      </Title>
      {changelog.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={64} />
          <Skeleton h={64} />
          <Skeleton h={64} />
        </Stack>
      ) : changelog.error ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed('The changelog could not be loaded', changelog.error)}
        </Alert>
      ) : changelog.data.changeLogs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes recorded yet. Changes to the site name, crop type, planting date and local sensor show here.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes, newest first">
          {changelog.data.changeLogs.map((entry) => (
            <ChangeItem key={entry.objectId} entry={entry} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

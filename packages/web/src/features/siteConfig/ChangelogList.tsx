import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { loadFailed } from '../../ui/apiMessages';
import { useChangelog } from './siteConfigApi';
import { momentText } from './timeText';

const shown = (value: string | null) => (value === null || value === '' ? 'none' : value);

/** The site's changelog (spec 002 §3, §9), newest first; read again after every save. */
export function ChangelogList({ siteObjId }: { siteObjId: string }) {
  const changelog = useChangelog(siteObjId);
  if (changelog.isPending) return <Skeleton h={96} radius="md" aria-label="Loading the changelog" />;
  if (changelog.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed('The changelog could not be loaded', changelog.error)}
      </Alert>
    );
  }
  const entries = changelog.data.changeLogs;
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No changes recorded yet. Changes to the site name, TSS, TSS type, planting date and crop type appear here.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }} data-testid="changelog">
      {entries.map((entry) => (
        <li key={entry.objectId} data-testid="changelog-entry">
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
      ))}
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { ExportSchedules, RecentExports } from './RecentExports';

/** Export (issue 32): the user's background exports and weekly e-mails, where the ready e-mail and the bell lead. */
export default function ExportsPage() {
  return (
    <>
      <PageHeader title="Exports" description="Large exports prepared in the background, and the exports e-mailed to you every Monday." />
      <Stack gap="lg" maw={720}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Recent exports
          </Title>
          <RecentExports />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Weekly e-mails
          </Title>
          <ExportSchedules />
        </Stack>
      </Stack>
    </>
  );
}

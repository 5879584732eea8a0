import { Stack, Title } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { PageHeader } from '../../ui/PageHeader';
import { exportMessages } from './messages';
import { ExportSchedules, RecentExports } from './RecentExports';

/** Export (issue 32): the user's background exports and weekly e-mails, where the ready e-mail and the bell lead. */
export default function ExportsPage() {
  const t = useT(exportMessages);
  return (
    <>
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      <Stack gap="lg" maw={720}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('recentExports')}
          </Title>
          <RecentExports />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('weeklyEmails')}
          </Title>
          <ExportSchedules />
        </Stack>
      </Stack>
    </>
  );
}

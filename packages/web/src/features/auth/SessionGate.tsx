import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { isApiError, isUnauthorized } from '../../api/errors';
import { useT } from '../../i18n/useT';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { signinMessages } from './signinMessages';
import { useAccount } from './useAccount';

/**
 * Root of every route: while a stored session's profile and preferences load, only a spinner
 * shows (spec 000 §2.1). A 401 ends the session (SessionProvider), after which the routes
 * render as signed out.
 */
export function SessionGate() {
  const account = useAccount();
  if (account.status === 'loading') return <FullPageLoader />;
  if (account.status === 'error') {
    if (isUnauthorized(account.error)) return <FullPageLoader />;
    return <AccountLoadError error={account.error} retry={account.retry} />;
  }
  return <Outlet />;
}

function AccountLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT(signinMessages);
  const message = isApiError(error) ? error.message : t('somethingWrong');
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={440} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <IconCloudOff size={40} stroke={1.5} aria-hidden />
          <Title order={2} size="h3">
            {t('loadFailed')}
          </Title>
          <Text c="dimmed">{message}</Text>
          <Group mt="sm">
            <Button onClick={retry}>{t('tryAgain')}</Button>
            <Button component={Link} to="/logout" variant="default">
              {t('logOut')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

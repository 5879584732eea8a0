import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../../i18n/useT';
import { Logo } from '../../ui/Logo';
import { uiStartMessages } from '../../ui/startMessages';

/**
 * Last line of defence for a screen that throws while rendering or loading. The usual cause
 * after a release is a stale page asking for code that no longer exists, which a reload fixes.
 */
export function RouteError() {
  const t = useT(uiStartMessages);
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  if (error) console.error(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={460}>
        <Logo size={36} />
        <Title order={1}>{t('routeErrorTitle')}</Title>
        <Text c="dimmed">{t('routeErrorText')}</Text>
        {detail && (
          <Text size="sm" c="dimmed" ff="monospace">
            {detail}
          </Text>
        )}
        <Group>
          <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('goToDashboard')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

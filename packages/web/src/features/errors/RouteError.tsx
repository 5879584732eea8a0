import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Logo } from '../../ui/Logo';

/**
 * Last line of defence for a screen that throws while rendering or loading. The usual cause
 * after a release is a stale page asking for code that no longer exists, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  if (error) console.error(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={460}>
        <Logo size={36} />
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This screen could not be shown. Reloading the page usually fixes it.</Text>
        {detail && (
          <Text size="sm" c="dimmed" ff="monospace">
            {detail}
          </Text>
        )}
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Go to the dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

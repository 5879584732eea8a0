import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';

export default function NotFoundPage() {
  useDocumentTitle('Not Found · Tilth');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={420}>
        <Logo size={36} />
        <Title order={1}>Not Found</Title>
        <Text c="dimmed">There is no page at this address. It may have moved, or the link may be mistyped.</Text>
        <Button component={Link} to="/">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}

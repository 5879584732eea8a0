import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { Logo } from '../../ui/Logo';
import { errorsMessages } from './messages';

export default function NotFoundPage() {
  const t = useT(errorsMessages);
  useDocumentTitle(t('documentTitle'));
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md" maw={420}>
        <Logo size={36} />
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('text')}</Text>
        <Button component={Link} to="/">
          {t('goToDashboard')}
        </Button>
      </Stack>
    </Center>
  );
}

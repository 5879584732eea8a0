import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionView } from '@tilth/domain/profile/accountSecurity';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { dateText } from '../../ui/dateText';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { profileMessages } from './messages';
import { accountSecurityKeys, fetchSessions, signOutOthers, signOutSession } from './accountSecurityApi';

function lastUsed(iso: string): string {
  const minutes = Math.round((Date.now() - Date.parse(iso)) / 60_000);
  if (minutes < 2) return translate(profileMessages, 'activeNow');
  if (minutes < 60) return translate(profileMessages, 'lastUsedMinutes', { minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return translate(profileMessages, 'lastUsedHours', { hours });
  return translate(profileMessages, 'lastUsedOn', { date: dateText(iso, 'viewer') });
}

/** Edit Profile's sessions (issue 36): each device signed in, with Sign out, and Sign out everywhere else. */
export function SessionsCard({ flash }: { flash: Flash }) {
  const t = useT(profileMessages);
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountSecurityKeys.sessions, queryFn: ({ signal }) => fetchSessions(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions });
  const one = useMutation({
    mutationFn: (session: SessionView) => signOutSession(session.id),
    onSuccess: (_data, session) => {
      flash.show('success', translate(profileMessages, 'signedOutDevice', { device: session.device }));
      void refresh();
    },
    onError: (error) => flash.show('error', error.message),
  });
  const others = useMutation({
    mutationFn: signOutOthers,
    onSuccess: (data) => {
      flash.show('success', translate(profileMessages, 'signedOutOthers', { count: data.signedOut }));
      void refresh();
    },
    onError: (error) => flash.show('error', error.message),
  });
  const list = sessions.data?.sessions ?? [];
  const hasOthers = list.some((s) => !s.current);

  return (
    <SectionCard
      title={t('sessionsTitle')}
      description={t('sessionsDescription')}
      actions={
        hasOthers && (
          <Button variant="default" onClick={() => others.mutate()} loading={others.isPending}>
            {t('signOutEverywhere')}
          </Button>
        )
      }
    >
      {sessions.error && <Text c="red">{sessions.error.message}</Text>}
      <Stack gap="xs" component="ul" aria-label={t('signedInSessions')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((session) => (
          <Paper key={session.id} component="li" withBorder radius="md" p="sm" data-testid="session">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} miw={0} style={{ flex: '1 1 200px' }}>
                <Group gap="xs">
                  <Text fw={600}>{session.device}</Text>
                  {session.current && (
                    <Badge color="green" variant="light">
                      {t('thisDevice')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {session.address ?? t('addressUnknown')} · {lastUsed(session.lastUsedAt)}
                </Text>
              </Stack>
              {!session.current && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => one.mutate(session)}
                  loading={one.isPending && one.variables?.id === session.id}
                  aria-label={t('signOutAria', { device: session.device, address: session.address ?? t('addressUnknownLower') })}
                >
                  {t('signOut')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </SectionCard>
  );
}

import '../../ui/publicAppStyles.css';
import { Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { useSession } from '../auth/sessionContext';
import { InvitationSignUpForm } from './InvitationSignUpForm';
import { signupMessages } from './messages';
import { fetchInvitation } from './signupApi';
import { SignUpFrame } from './SignUpFrame';

/**
 * /signUp and /signUp/{encryptedKey}?invitationId= (spec 000 §2.1, §2.10). Arriving from an
 * invitation link signs out whoever was signed in on this browser first, then loads the
 * invitation (a spinner meanwhile), which decides between team and member sign-up.
 */
export default function SignUpPage() {
  const key = useParams().encryptedKey ?? null;
  const invitationId = useSearchParams()[0].get('invitationId');
  const { session, endSession } = useSession();
  // Only on arrival: signing up starts a new session on this same page.
  const cleared = useRef(false);

  useLayoutEffect(() => {
    if (cleared.current || !invitationId) return;
    cleared.current = true;
    if (session) endSession();
  }, [invitationId, session, endSession]);

  if (!key || !invitationId) return <NoInvitation incomplete={Boolean(key || invitationId)} />;
  return <InvitationEntry id={invitationId} invitationKey={key} ready={!session} />;
}

function InvitationEntry({ id, invitationKey, ready }: { id: string; invitationKey: string; ready: boolean }) {
  const t = useT(signupMessages);
  const invitation = useQuery({
    queryKey: ['invitation', id, invitationKey],
    queryFn: ({ signal }) => fetchInvitation(id, invitationKey, signal),
    enabled: ready,
    retry: false,
    staleTime: Infinity,
  });

  if (invitation.isPending) {
    return (
      <SignUpFrame title={t('signUp')}>
        <Center py="xl" role="status" aria-label={t('loadingInvitation')}>
          <Loader aria-hidden />
        </Center>
      </SignUpFrame>
    );
  }
  if (invitation.isError) {
    const gone = isApiError(invitation.error) && invitation.error.status === 410;
    return (
      <SignUpFrame title={t('invitationUnavailable')}>
        <Stack gap="sm" align="center" ta="center">
          <IconMailOff size={40} stroke={1.5} aria-hidden />
          <Title order={1} size="h3">
            {t('invitationUnusable')}
          </Title>
          <Text role="alert">{gone ? errorText(invitation.error) : t('linkNotValid')}</Text>
          <Button component={Link} to="/login" variant="default" mt="sm">
            {t('goToSignIn')}
          </Button>
        </Stack>
      </SignUpFrame>
    );
  }
  return (
    <SignUpFrame title={t('signUp')}>
      <InvitationSignUpForm invitation={invitation.data} invitationKey={invitationKey} />
    </SignUpFrame>
  );
}

function NoInvitation({ incomplete }: { incomplete: boolean }) {
  const t = useT(signupMessages);
  return (
    <SignUpFrame title={t('signUp')}>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('signUp')}
        </Title>
        <Text c="dimmed">{incomplete ? t('linkIncomplete') : t('byInvitation')}</Text>
        <Text size="sm">
          <Anchor component={Link} to="/login">
            {t('haveAccount')}
          </Anchor>
        </Text>
      </Stack>
    </SignUpFrame>
  );
}

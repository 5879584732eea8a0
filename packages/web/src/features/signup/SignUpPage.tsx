import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthScreen } from '../../ui/AuthScreen';
import { useSession } from '../auth/sessionContext';

/**
 * Entry of every sign-up route of spec 000 §2.1. Arriving from an invitation link
 * (`?invitationId=`) signs out whoever was signed in on this browser first (spec 000 §2.1).
 */
export default function SignUpPage() {
  const [params] = useSearchParams();
  const invitationId = params.get('invitationId');
  const { session, endSession } = useSession();

  useLayoutEffect(() => {
    if (invitationId && session) endSession();
  }, [invitationId, session, endSession]);

  return (
    <AuthScreen title="Sign Up">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Sign Up
        </Title>
        <Text c="dimmed">Accounts are created from an invitation sent by your organisation.</Text>
        <Text size="sm">
          <Anchor component={Link} to="/login">
            Already have an account? Log in.
          </Anchor>
        </Text>
      </Stack>
    </AuthScreen>
  );
}

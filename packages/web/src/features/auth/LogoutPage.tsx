import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/useT';
import { accountMessages } from './accountMessages';
import { logOut } from './authApi';
import { useSession } from './sessionContext';

/**
 * Spec 000 §2.1: tell the server to revoke the token, clear local storage, go to /.
 * The session is cleared even when the server cannot be reached: the user asked to leave.
 */
export default function LogoutPage() {
  const t = useT(accountMessages);
  const { session, endSession } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; log out once.
    if (started.current) return;
    started.current = true;
    const revoke = session ? logOut().catch(() => undefined) : Promise.resolve();
    void revoke.then(() => {
      endSession();
      void navigate('/', { replace: true });
    });
  }, [session, endSession, navigate]);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text size="lg">{t('loggingOut')}</Text>
      </Stack>
    </Center>
  );
}

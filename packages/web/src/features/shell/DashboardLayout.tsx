import '../../ui/appStyles';
import { AppShell, Burger, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useT } from '../../i18n/useT';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { Logo } from '../../ui/Logo';
import { useSignedInAccount } from '../auth/useAccount';
import { OfflineBanner } from '../offline/OfflineBanner';
import { OutboxStatus } from '../offline/outbox/OutboxStatus';
import { useScreenSnapshots } from '../offline/screenSnapshot/useScreenSnapshots';
import { UpdateBar } from '../offline/UpdateBar';
import { useReadingCache } from '../offline/useReadingCache';
import { shellMessages } from './messages';
import { NotificationPanel } from './NotificationPanel';
import { prefetchForOffline } from './offlinePrefetch';
import { ProfileMenu } from './ProfileMenu';
import { SideNav } from './SideNav';
import { TopNav } from './TopNav';
import { useLanguagePreference } from './useLanguagePreference';
import { useThemePreference } from './useThemePreference';
import classes from './Shell.module.css';
import { omitFromSnapshot } from '../../ui/snapshotMarks';

/** The signed-in frame (spec 000 §2.3): header navigation, bell, profile menu, page below. */
export function DashboardLayout() {
  const { profile, preference } = useSignedInAccount();
  const t = useT(shellMessages);
  const [menuOpened, menu] = useDisclosure(false);
  useThemePreference(preference.theme);
  useLanguagePreference(profile.objectId, preference);
  // The field app (issue 37) is the signed-in app's: the sign-in page loads none of it. The service
  // worker is registered by the update bar; the user's data is kept on the device for offline use.
  const queryClient = useQueryClient();
  useReadingCache(profile.objectId, (signal) => prefetchForOffline(queryClient, preference, signal), preference.site.sort);
  useScreenSnapshots();

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a href="#main" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <Group gap="xs" wrap="nowrap">
          <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="sm" aria-label={t('openMenu')} size="md" />
          <UnstyledButton component={Link} to="/dashboard" className={classes.brand} aria-label={t('home')}>
            <Logo size={30} />
          </UnstyledButton>
        </Group>
        <TopNav profile={profile} />
        <Group gap={4} wrap="nowrap">
          <NotificationPanel />
          <ProfileMenu profile={profile} />
        </Group>
      </AppShell.Header>
      <SideNav profile={profile} opened={menuOpened} onClose={menu.close} />
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        {/* The connection's and the queue's state at a picture's taking is not the next start's. */}
        <div {...omitFromSnapshot} style={{ display: 'contents' }}>
          <UpdateBar />
          <OfflineBanner />
          <OutboxStatus />
        </div>
        <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
          <Suspense fallback={<FullPageLoader minHeight="50vh" />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

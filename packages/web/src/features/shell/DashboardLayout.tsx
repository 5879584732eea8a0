import '../../ui/appStyles';
import { AppShell, Burger, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { Logo } from '../../ui/Logo';
import { registerServiceWorker } from '../alertChannels/serviceWorker';
import { useSignedInAccount } from '../auth/useAccount';
import { NotificationPanel } from './NotificationPanel';
import { ProfileMenu } from './ProfileMenu';
import { SideNav } from './SideNav';
import { TopNav } from './TopNav';
import classes from './Shell.module.css';

/** The signed-in frame (spec 000 §2.3): header navigation, bell, profile menu, page below. */
export function DashboardLayout() {
  const { profile } = useSignedInAccount();
  const [menuOpened, menu] = useDisclosure(false);
  // The service worker (push notifications) is the signed-in app's: the sign-in page never loads it.
  useEffect(() => {
    registerServiceWorker().catch(() => undefined);
  }, []);

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header className={classes.header}>
        <Group gap="xs" wrap="nowrap">
          <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="sm" aria-label="Open menu" size="md" />
          <UnstyledButton component={Link} to="/dashboard" className={classes.brand} aria-label="Tilth home">
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
        <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
          <Suspense fallback={<FullPageLoader minHeight="50vh" />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

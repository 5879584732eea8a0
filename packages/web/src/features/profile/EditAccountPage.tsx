import { SimpleGrid, Stack } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { useFlash } from '../../ui/flash';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';
import { AlertChannelsCard } from '../alertChannels/AlertChannelsCard';
import { ApiKeysCard } from '../apiKeys/ApiKeysCard';
import { AlertPreferencesCard } from '../notifications/AlertPreferencesCard';
import { AccountInfoCard } from './AccountInfoCard';
import { DefaultLandingCard } from './DefaultLandingCard';
import { profileMessages } from './messages';
import { PreferencesCard } from './PreferencesCard';
import { ProfileBasicCard } from './ProfileBasicCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** /dashboard/edit-account (spec 000 §2.8): four cards, two-step sign-in and sessions (issue 36) and the alerts (issue 17), each saving on its own. */
export default function EditAccountPage() {
  const { profile, preference } = useSignedInAccount();
  const t = useT(profileMessages);
  const flash = useFlash();
  return (
    <>
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      <Stack gap="lg">
        <ProfileBasicCard profile={profile} flash={flash} />
        <AccountInfoCard profile={profile} flash={flash} />
        <TwoFactorCard username={profile.username} flash={flash} />
        <SessionsCard flash={flash} />
        <ApiKeysCard flash={flash} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DefaultLandingCard profile={profile} preference={preference} flash={flash} />
          <PreferencesCard profile={profile} preference={preference} flash={flash} />
        </SimpleGrid>
        <AlertChannelsCard flash={flash} />
        <AlertPreferencesCard flash={flash} />
      </Stack>
      {flash.banner}
    </>
  );
}

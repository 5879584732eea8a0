import { IconLock } from '@tabler/icons-react';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';

export default function SubscriptionsPage() {
  const { profile } = useSignedInAccount();
  // The link is hidden without the permission, but the address can still be typed.
  if (!profile.permissions.includes('subscription:view')) {
    return (
      <>
        <PageHeader title="Subscriptions" />
        <EmptyCard
          icon={<IconLock aria-hidden />}
          title="You don't have access to subscriptions."
          description="Ask your administrator if you need to manage plans."
        />
      </>
    );
  }
  return <PageHeader title="Subscriptions" />;
}

import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { pendingPlanLabel, planCardName, type SiteSubscription, type SubscriptionPlan } from '@tilth/domain';
import { Link } from 'react-router';
import { loadFailed } from '../../ui/apiMessages';
import { SectionCard } from '../../ui/SectionCard';
import { dateText } from '../../ui/dateText';
import { useSignedInAccount } from '../auth/useAccount';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { dealerAuditKeys, fetchSiteSubscription } from './dealerAuditApi';

// The Subscription History's plan colours.
const PLAN_COLOURS: Record<SubscriptionPlan, string> = { Gold: 'yellow', Silver: 'gray', None: 'red' };
const TITLE = 'Subscription';

/** 'Paid through the shop: Gold since Nov 24, 2026' (the purchase that pays for the site). */
function paidLabel(subscription: NonNullable<SiteSubscription['subscriptionDetails']>['subscription']): string {
  const since = dateText(subscription.created * 1000);
  return `Paid through the shop: ${subscription.plan.name} since ${since}`;
}

/**
 * The site's plan card on the Configuration + Subscription tab (spec 002 §2.2, §6): the plan, the
 * change waiting for the farm's next day, and 'Update Subscription' (the shop) for the admins the
 * API allows. Nothing at all for users who are not directly under the provider.
 */
export default function SiteSubscriptionCard({ siteObjId }: { siteObjId: string }) {
  const { profile } = useSignedInAccount();
  // The profile already says whether the card can show: no call for the users who never see it.
  const eligible = profile.parent.isDirectChildOfProvider;
  const card = useQuery({
    queryKey: dealerAuditKeys.siteSubscription(siteObjId),
    queryFn: ({ signal }) => fetchSiteSubscription(siteObjId, signal),
    enabled: eligible,
    staleTime: 0,
  });
  if (!eligible) return null;
  if (card.isPending) {
    return (
      <SectionCard title={TITLE}>
        <Skeleton h={56} radius="md" aria-label="Loading the subscription" />
      </SectionCard>
    );
  }
  if (card.isError) {
    return (
      <SectionCard title={TITLE}>
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed('The subscription could not be loaded', card.error)}
        </Alert>
      </SectionCard>
    );
  }
  const subscription = card.data;
  if (!subscription.showCard) return null;
  return (
    <SectionCard
      title={TITLE}
      description="Plan changes take effect the following day in the farm's time zone."
      actions={
        (subscription.canUpdate || subscription.canCancel) && (
          <Group gap="xs">
            {subscription.canUpdate && (
              <Button component={Link} to="/dashboard/shop" variant="light" leftSection={<IconShoppingCart size={16} aria-hidden />}>
                Update Subscription
              </Button>
            )}
            {subscription.canCancel && <CancelSubscriptionButton siteObjId={subscription.objectId} siteId={subscription.siteId} />}
          </Group>
        )
      }
    >
      <Stack gap="xs">
        <Group gap="sm">
          <Text c="dimmed" size="sm">
            Current plan
          </Text>
          <Badge
            size="lg"
            variant={subscription.plan === 'None' ? 'outline' : 'light'}
            color={PLAN_COLOURS[subscription.plan]}
            radius="sm"
            data-testid="current-plan"
          >
            {planCardName(subscription.plan)}
          </Badge>
        </Group>
        {subscription.subscriptionDetails && (
          <Text size="sm" c="dimmed" data-testid="paid-plan">
            {paidLabel(subscription.subscriptionDetails.subscription)}
          </Text>
        )}
        {subscription.pending && (
          <Group gap={6} data-testid="pending-plan">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm">{pendingPlanLabel(subscription.pending)}</Text>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}

import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type SiteSubscription, type SubscriptionPlan } from '@tilth/domain';
import { Link } from 'react-router';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { SectionCard } from '../../ui/SectionCard';
import { dateText } from '../../ui/dateText';
import { useSignedInAccount } from '../auth/useAccount';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { dealerAuditKeys, fetchSiteSubscription } from './dealerAuditApi';
import { subscriptionsMessages } from './messages';
import { planCardText, shortDay } from './planLabels';

// The Subscription History's plan colours.
const PLAN_COLOURS: Record<SubscriptionPlan, string> = { Gold: 'yellow', Silver: 'gray', None: 'red' };

/** 'Paid through the shop: Gold since Nov 24, 2026' (the purchase that pays for the site). */
function paidLabel(subscription: NonNullable<SiteSubscription['subscriptionDetails']>['subscription']): string {
  const since = dateText(subscription.created * 1000);
  return translate(subscriptionsMessages, 'paidSince', { plan: subscription.plan.name, since });
}

/** 'Gold from Nov 25': the pending change, its day as the farm's calendar reads it (the domain's pendingPlanLabel). */
function pendingText(pending: { plan: SubscriptionPlan; effectiveDay: string }): string {
  return translate(subscriptionsMessages, 'pendingPlanFrom', { plan: planCardText(pending.plan), day: shortDay(pending.effectiveDay) });
}

/**
 * The site's plan card on the Configuration + Subscription tab (spec 002 §2.2, §6): the plan, the
 * change waiting for the farm's next day, and 'Update Subscription' (the shop) for the admins the
 * API allows. Nothing at all for users who are not directly under the provider.
 */
export default function SiteSubscriptionCard({ siteObjId }: { siteObjId: string }) {
  const t = useT(subscriptionsMessages);
  const title = t('subscriptionTitle');
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
      <SectionCard title={title}>
        <Skeleton h={56} radius="md" aria-label={t('loadingSubscription')} />
      </SectionCard>
    );
  }
  if (card.isError) {
    return (
      <SectionCard title={title}>
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('subscriptionLoadFailed'), card.error)}
        </Alert>
      </SectionCard>
    );
  }
  const subscription = card.data;
  if (!subscription.showCard) return null;
  return (
    <SectionCard
      title={title}
      description={t('planChangesNextDay')}
      actions={
        (subscription.canUpdate || subscription.canCancel) && (
          <Group gap="xs">
            {subscription.canUpdate && (
              <Button component={Link} to="/dashboard/shop" variant="light" leftSection={<IconShoppingCart size={16} aria-hidden />}>
                {t('updateSubscription')}
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
            {t('currentPlan')}
          </Text>
          <Badge
            size="lg"
            variant={subscription.plan === 'None' ? 'outline' : 'light'}
            color={PLAN_COLOURS[subscription.plan]}
            radius="sm"
            data-testid="current-plan"
          >
            {planCardText(subscription.plan)}
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
            <Text size="sm">{pendingText(subscription.pending)}</Text>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}

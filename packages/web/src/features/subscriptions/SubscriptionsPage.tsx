import { Skeleton, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { IconLock } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/useT';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';
import { subscriptionsMessages } from './messages';

const BASE = '/dashboard/shop/subscriptions';
const TABS = [
  { value: '', key: 'tabHistory' },
  { value: 'plans', key: 'tabDealerSummary' },
  { value: 'audit', key: 'tabAudit' },
] as const;

/** /dashboard/shop/subscriptions: the Subscription page's three tabs (spec 002 §2.1). */
export default function SubscriptionsPage() {
  const t = useT(subscriptionsMessages);
  const { profile } = useSignedInAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The link is hidden without access, but the address can still be typed (spec 002 §8 'No access').
  if (!profile.permissions.includes('subscription:view') || !profile.parent.isDirectChildOfProvider) {
    return (
      <>
        <PageHeader title={t('subscriptionsTitle')} />
        <EmptyCard icon={<IconLock aria-hidden />} title={t('cannotAccess')} description={t('contactAdminPlans')} />
      </>
    );
  }
  const rest = pathname
    .toLowerCase()
    .replace(/\/+$/, '')
    .slice(BASE.length + 1);
  const current = TABS.find((tab) => tab.value === rest)?.value ?? '';
  return (
    <>
      <PageHeader title={t('subscriptionsTitle')} description={t('subscriptionsDescription')} />
      <Tabs value={current || 'history'} onChange={(value) => navigate(value === 'history' ? BASE : `${BASE}/${value}`)} mb="md">
        <Tabs.List aria-label={t('subscriptionSections')} style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.value || 'history'} style={{ whiteSpace: 'nowrap' }}>
              {t(tab.key)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* The tabs stay while a tab's code loads. */}
      <Suspense fallback={<Skeleton h={160} radius="lg" />}>
        <Outlet />
      </Suspense>
    </>
  );
}

import { Skeleton, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { IconLock } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';

const BASE = '/dashboard/shop/subscriptions';
const TABS = [
  { value: '', label: 'Subscription History' },
  { value: 'plans', label: 'Dealer Summary' },
  { value: 'audit', label: 'Audit' },
] as const;

/** /dashboard/shop/subscriptions: the Subscription page's three tabs (spec 002 §2.1). */
export default function SubscriptionsPage() {
  const { profile } = useSignedInAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The link is hidden without access, but the address can still be typed (spec 002 §8 'No access').
  if (!profile.permissions.includes('subscription:view') || !profile.parent.isDirectChildOfProvider) {
    return (
      <>
        <PageHeader title="Subscriptions" />
        <EmptyCard
          icon={<IconLock aria-hidden />}
          title="Cannot access this page"
          description="Please contact your admin to add Plans for your sites"
        />
      </>
    );
  }
  const rest = pathname
    .toLowerCase()
    .replace(/\/+$/, '')
    .slice(BASE.length + 1);
  const current = TABS.find((t) => t.value === rest)?.value ?? '';
  return (
    <>
      <PageHeader title="Subscriptions" description="Plans of the sites you manage: history, dealer summary and audit." />
      <Tabs value={current || 'history'} onChange={(value) => navigate(value === 'history' ? BASE : `${BASE}/${value}`)} mb="md">
        <Tabs.List aria-label="Subscription sections" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.label} value={t.value || 'history'} style={{ whiteSpace: 'nowrap' }}>
              {t.label}
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

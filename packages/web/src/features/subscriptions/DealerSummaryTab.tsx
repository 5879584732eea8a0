import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { dealerSummaryLines, SUBSCRIPTION_SEARCH_DEBOUNCE_MS } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { SearchField } from '../../ui/SearchField';
import { useSignedInAccount } from '../auth/useAccount';
import { dealerAuditKeys, fetchDealerSummary } from './dealerAuditApi';
import classes from './DealerAudit.module.css';
import { subscriptionsMessages } from './messages';

/** Dealer Summary tab (spec 002 §2.6): one line per dealer of the user's subtree, searched by name. */
export default function DealerSummaryTab() {
  const t = useT(subscriptionsMessages);
  const { profile } = useSignedInAccount();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SUBSCRIPTION_SEARCH_DEBOUNCE_MS);
  const dealers = useQuery({
    queryKey: dealerAuditKeys.dealerSummary(profile.objectId),
    queryFn: ({ signal }) => fetchDealerSummary(profile.objectId, signal),
    // Plan changes elsewhere move the counts: every visit asks again.
    staleTime: 0,
  });
  // The list is one line per dealer, small enough to search in the browser as the user types.
  const lines = dealers.data ? dealerSummaryLines(dealers.data, search) : [];

  return (
    <Stack gap="md">
      <SearchField label={t('searchDealerNames')} value={text} onChange={setText} />
      {dealers.isPending ? (
        <Stack gap="xs" aria-label={t('loadingDealers')}>
          <Skeleton h={44} radius="md" />
          <Skeleton h={44} radius="md" />
          <Skeleton h={44} radius="md" />
        </Stack>
      ) : dealers.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('dealerSummaryLoadFailed'), dealers.error)}
        </Alert>
      ) : dealers.data.length === 0 ? (
        <EmptyCard icon={<IconBuildingStore aria-hidden />} title={t('noDealers')} description={t('noDealersExplained')} />
      ) : lines.length === 0 ? (
        <EmptyCard icon={<IconSearch aria-hidden />} title={t('noDealersFound')} description={t('noDealerNameContains', { search })} />
      ) : (
        <Paper withBorder radius="lg" className={classes.listCard}>
          <ul className={classes.lines} aria-label={t('dealerSummary')}>
            {lines.map((dealer) => (
              <li key={dealer.dealerId} className={classes.line} data-testid="dealer-line">
                <Text component="span" fw={600}>
                  {dealer.dealerName}
                </Text>
                <Text component="span" c="dimmed">
                  {' - '}
                  {t('dealerCounts', { none: dealer.noneCount, silver: dealer.silverCount, gold: dealer.goldCount })}
                </Text>
              </li>
            ))}
          </ul>
        </Paper>
      )}
    </Stack>
  );
}

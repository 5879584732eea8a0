import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { dealerSummaryLines, SUBSCRIPTION_SEARCH_DEBOUNCE_MS } from '@tilth/domain';
import { useState } from 'react';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { SearchField } from '../../ui/SearchField';
import { useSignedInAccount } from '../auth/useAccount';
import { dealerAuditKeys, fetchDealerSummary } from './dealerAuditApi';
import classes from './DealerAudit.module.css';

/** Dealer Summary tab (spec 002 §2.6): one line per dealer of the user's subtree, searched by name. */
export default function DealerSummaryTab() {
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
      <SearchField label="Search For Dealer Names" value={text} onChange={setText} />
      {dealers.isPending ? (
        <Stack gap="xs" aria-label="Loading dealers">
          <Skeleton h={44} radius="md" />
          <Skeleton h={44} radius="md" />
          <Skeleton h={44} radius="md" />
        </Stack>
      ) : dealers.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed('The dealer summary could not be loaded', dealers.error)}
        </Alert>
      ) : dealers.data.length === 0 ? (
        <EmptyCard
          icon={<IconBuildingStore aria-hidden />}
          title="No dealers in your accounts."
          description="Dealers appear here with their sites' plans once they are added under your account."
        />
      ) : lines.length === 0 ? (
        <EmptyCard icon={<IconSearch aria-hidden />} title="No dealers found" description={`No dealer name contains “${search}”.`} />
      ) : (
        <Paper withBorder radius="lg" className={classes.listCard}>
          <ul className={classes.lines} aria-label="Dealer summary">
            {lines.map((dealer) => (
              <li key={dealer.dealerId} className={classes.line} data-testid="dealer-line">
                <Text component="span" fw={600}>
                  {dealer.dealerName}
                </Text>
                <Text component="span" c="dimmed">
                  {' - '}
                  {dealer.noneCount} not subscribed, {dealer.silverCount} silver, {dealer.goldCount} gold
                </Text>
              </li>
            ))}
          </ul>
        </Paper>
      )}
    </Stack>
  );
}

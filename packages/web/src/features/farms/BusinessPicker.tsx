import { Select, Text } from '@mantine/core';
import type { AccountView } from '@tilth/domain/accounts/views';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { farmKeys, fetchAccountsOfType } from './farmsApi';
import { farmsMessages } from './messages';

/**
 * The business a new farm belongs to (spec 000 §2.5). Users above businesses pick a dealer
 * first (a dealer user has only their own), which narrows the businesses.
 */
export function BusinessPicker({
  dealerId,
  businessId,
  onDealer,
  onBusiness,
  error,
}: {
  dealerId: string;
  businessId: string;
  onDealer: (id: string) => void;
  onBusiness: (id: string) => void;
  error?: string;
}) {
  const t = useT(farmsMessages);
  const dealers = useQuery({ queryKey: farmKeys.dealers, queryFn: ({ signal }) => fetchAccountsOfType('dealer', signal) });
  const businesses = useQuery({ queryKey: farmKeys.businesses, queryFn: ({ signal }) => fetchAccountsOfType('business', signal) });
  const options = (list: AccountView[] | undefined) => (list ?? []).map((org) => ({ value: org.objectId, label: org.name }));
  const shown = (businesses.data ?? []).filter((b) => !dealerId || b.parentId === dealerId);
  const loadError = dealers.error ?? businesses.error;
  // A dealer user has exactly one dealer: their own, chosen for them.
  const only = dealers.data?.length === 1 ? dealers.data[0]!.objectId : null;
  useEffect(() => {
    if (only && !dealerId) onDealer(only);
  }, [only, dealerId, onDealer]);

  return (
    <>
      <Select
        size="md"
        label={t('dealer')}
        placeholder={dealers.isPending ? t('loadingDealers') : t('chooseDealer')}
        data={options(dealers.data)}
        value={dealerId || null}
        onChange={(value) => {
          onDealer(value ?? '');
          const stillThere = (businesses.data ?? []).some((b) => b.objectId === businessId && (!value || b.parentId === value));
          if (!stillThere) onBusiness('');
        }}
        searchable
        clearable
        nothingFoundMessage={t('noDealerMatches')}
        description={t('narrowsBusinesses')}
      />
      <Select
        size="md"
        label={t('businessOrganisation')}
        placeholder={businesses.isPending ? t('loadingBusinesses') : t('chooseBusiness')}
        data={options(shown)}
        value={businessId || null}
        onChange={(value) => onBusiness(value ?? '')}
        searchable
        withAsterisk
        nothingFoundMessage={t('noBusinessMatches')}
        error={error && domainText(error)}
      />
      {loadError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errorText(loadError)}
        </Text>
      )}
    </>
  );
}

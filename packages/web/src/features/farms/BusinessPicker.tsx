import { Select, Text } from '@mantine/core';
import type { AccountView } from '@tilth/domain/accounts/views';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorText } from '../../ui/apiMessages';
import { farmKeys, fetchAccountsOfType } from './farmsApi';

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
        label="Dealer"
        placeholder={dealers.isPending ? 'Loading dealers…' : 'Choose a dealer'}
        data={options(dealers.data)}
        value={dealerId || null}
        onChange={(value) => {
          onDealer(value ?? '');
          const stillThere = (businesses.data ?? []).some((b) => b.objectId === businessId && (!value || b.parentId === value));
          if (!stillThere) onBusiness('');
        }}
        searchable
        clearable
        nothingFoundMessage="No dealer matches"
        description="Narrows the businesses below."
      />
      <Select
        size="md"
        label="Business Organisation"
        placeholder={businesses.isPending ? 'Loading businesses…' : 'Choose a business'}
        data={options(shown)}
        value={businessId || null}
        onChange={(value) => onBusiness(value ?? '')}
        searchable
        withAsterisk
        nothingFoundMessage="No business matches"
        error={error}
      />
      {loadError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errorText(loadError)}
        </Text>
      )}
    </>
  );
}

import { Button, Checkbox, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { errorText } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import type { Flash } from '../../ui/flash';
import { SearchField } from '../../ui/SearchField';
import { updatePreference } from '../auth/authApi';
import { accountKeys, useSignedInAccount } from '../auth/useAccount';
import { farmKeys, fetchFarmOptions } from './farmsApi';
import { matchesFarmSearch, toggleAll, toggleOne, type Selection } from './farmSelection';
import { farmsMessages } from './messages';

/**
 * 'Select Farms to Show Site IDs' (spec 000 §2.4): which farms' sites the multi-farm sites page
 * shows, kept in preferences (selectedFarms, selectAllFarms).
 */
export function FarmSelectionModal({
  opened,
  onClose,
  flash,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  flash: Flash;
  /** After saving, with the farms now selected (alphabetical); without it a banner confirms the save. */
  onSaved?: (farmIds: string[]) => void;
}) {
  const t = useT(farmsMessages);
  const { profile, preference } = useSignedInAccount();
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: farmKeys.picker(''), queryFn: ({ signal }) => fetchFarmOptions('', signal), enabled: opened });
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<Selection>({ selected: new Set(), selectAll: false });
  const farms = useMemo(() => options.data ?? [], [options.data]);

  // Opening (or closing and reopening) starts from the saved selection and an empty search.
  useEffect(() => {
    if (!opened) return;
    setSearch('');
    setSelection({
      selected: new Set(preference.selectAllFarms ? farms.map((f) => f.objectId) : preference.selectedFarms),
      selectAll: preference.selectAllFarms,
    });
  }, [opened, preference.selectAllFarms, preference.selectedFarms, farms]);

  const listed = farms.filter((farm) => matchesFarmSearch(farm, search));
  const save = useMutation({
    mutationFn: () =>
      updatePreference({
        selectedFarms: farms.filter((f) => selection.selected.has(f.objectId)).map((f) => f.objectId),
        selectAllFarms: selection.selectAll,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.preference(profile.objectId), saved);
      onClose();
      const chosen = saved.selectAllFarms ? farms.map((f) => f.objectId) : saved.selectedFarms;
      if (onSaved) onSaved(chosen);
      else flash.show('success', t('selectionSaved'));
    },
    onError: (error) => flash.show('error', errorText(error)),
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={t('selectionTitle')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('selectionIntro')}</Text>
        <SearchField
          label={t('searchFarmsAndSites')}
          placeholder={t('searchFarmsAndSitesPlaceholder')}
          value={search}
          onChange={setSearch}
          maw="100%"
        />
        <Group justify="space-between">
          <Checkbox
            size="md"
            label={t('selectAll')}
            checked={selection.selectAll}
            indeterminate={!selection.selectAll && listed.some((f) => selection.selected.has(f.objectId))}
            onChange={(event) => {
              // Read before the updater: React may run it after the event is gone (issue 27).
              const checked = event.currentTarget.checked;
              setSelection((s) => toggleAll(s, listed, checked));
            }}
            disabled={listed.length === 0}
          />
          <Text size="sm" c="dimmed">
            {t('sortByAlphabetical')}
          </Text>
        </Group>
        {options.isPending ? (
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={28} />
            ))}
          </Stack>
        ) : options.isError ? (
          <Text c="var(--mantine-color-error)" role="alert">
            {errorText(options.error)}
          </Text>
        ) : listed.length === 0 ? (
          <EmptyCard
            icon={<IconSearch aria-hidden />}
            title={search.trim() ? t('noResultsFor', { search: search.trimEnd() }) : t('noFarmsYet')}
            description={t('noFarmsForQuery')}
          />
        ) : (
          <ScrollArea.Autosize mah="45vh" type="auto" offsetScrollbars>
            <Stack gap="sm" role="group" aria-label={t('title')}>
              {listed.map((farm) => (
                <Checkbox
                  size="md"
                  key={farm.objectId}
                  label={farm.name}
                  description={farm.siteIds.length ? t('siteIds', { ids: farm.siteIds.join(', ') }) : t('noSites')}
                  checked={selection.selected.has(farm.objectId)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setSelection((s) => toggleOne(s, farms, farm.objectId, checked));
                  }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={options.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

import { Alert, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconBuildingStore, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChildAccountType } from '@tilth/domain';
import type { AccountView } from '@tilth/domain/accounts/views';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { loadFailed } from '../../../ui/apiMessages';
import { SearchField } from '../../../ui/SearchField';
import { useSignedInAccount } from '../../auth/useAccount';
import { accountsKeys, searchAccounts } from '../accountsApi';
import classes from '../Accounts.module.css';
import { accountsMessages } from '../messages';

/** Spec 000 §9: the account invite search waits 600 ms after the last keystroke. */
export const INVITE_SEARCH_DEBOUNCE_MS = 600;

/** The first step: the accounts of this type already under the parent, to choose one instead of creating it again. */
export function SearchStep({
  parent,
  childType,
  onChoose,
  onCreate,
}: {
  parent: { objectId: string; name: string };
  childType: ChildAccountType;
  onChoose: (account: AccountView) => void;
  onCreate: (prefill: string) => void;
}) {
  const t = useT(accountsMessages);
  const { profile } = useSignedInAccount();
  const [text, setText] = useState('');
  const [name] = useDebouncedValue(text.trimEnd(), INVITE_SEARCH_DEBOUNCE_MS);
  const type = childType;
  const results = useQuery({
    queryKey: accountsKeys.search(profile.objectId, parent.objectId, childType, name),
    queryFn: ({ signal }) => searchAccounts(profile.objectId, { name, orgId: parent.objectId, type: childType }, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('searchFirst', { type, parent: parent.name })}
      </Text>
      <SearchField label={t('searchOfType', { type })} value={text} onChange={setText} maw="100%" />
      <div aria-live="polite" aria-busy={results.isFetching}>
        {results.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('searching')} />
          </Group>
        ) : results.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {loadFailed(t('searchFailed'), results.error)}
          </Alert>
        ) : results.data.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" p="md">
            {name ? t('noneMatch', { type, name }) : t('noneUnder', { type, parent: parent.name })}
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('existingOfType', { type })}>
            {results.data.map((account) => (
              <li key={account.objectId}>
                <UnstyledButton
                  className={classes.resultRow}
                  onClick={() => onChoose(account)}
                  aria-label={t('chooseName', { name: account.name })}
                >
                  <IconBuildingStore size={20} aria-hidden />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} truncate="end">
                      {account.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {account.hqAddress || t('noAddress')}
                    </Text>
                  </div>
                  <IconChevronRight size={18} aria-hidden />
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </div>
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed">
          {t('notListed')}
        </Text>
        <Button onClick={() => onCreate(text.trim())}>{t('createNewType', { type })}</Button>
      </Group>
    </Stack>
  );
}

import { Anchor, Avatar, Badge, Box, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { OrganisationType } from '@tilth/domain';
import type { AccountView } from '@tilth/domain/accounts/views';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { typePlural } from './accountLabels';
import { accountsMessages } from './messages';
import classes from './Accounts.module.css';

export const accountPath = (orgId: string) => `/dashboard/groups/${encodeURIComponent(orgId)}`;
export const EDIT_PATH = '/dashboard/groups/edit';

/** Navigation state the edit screen needs (spec 000 §2.7). */
export interface EditAccountState {
  orgId: string;
}

function StatusBadge({ account }: { account: AccountView }) {
  const t = useT(accountsMessages);
  if (account.status !== 'INVITED') return null;
  return (
    <Tooltip label={account.invitedToEmail ? t('waitingFor', { email: account.invitedToEmail }) : t('waitingForAdmin')} withArrow>
      <Badge color="yellow" variant="light" size="sm" tabIndex={0}>
        {t('invited')}
      </Badge>
    </Tooltip>
  );
}

function AccountName({ account }: { account: AccountView }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={account.image} name={account.name} color="initials" radius="md" size={36} alt="" />
      <Anchor
        component={Link}
        to={accountPath(account.objectId)}
        fw={600}
        c="inherit"
        className={classes.nameLink}
        data-testid="account-name"
      >
        {account.name}
      </Anchor>
      <StatusBadge account={account} />
    </Group>
  );
}

function Actions({ account, canEdit }: { account: AccountView; canEdit: boolean }) {
  const t = useT(accountsMessages);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        component={Link}
        to={accountPath(account.objectId)}
        size="compact-md"
        variant="subtle"
        leftSection={<IconEye size={16} aria-hidden />}
        aria-label={t('viewName', { name: account.name })}
      >
        {t('view')}
      </Button>
      {canEdit && (
        <Button
          component={Link}
          to={EDIT_PATH}
          state={{ orgId: account.objectId } satisfies EditAccountState}
          size="compact-md"
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={t('editName', { name: account.name })}
        >
          {t('edit')}
        </Button>
      )}
    </Group>
  );
}

const dash = (value: string | null) => value || '—';

/**
 * One level's accounts (spec 000 §2.7): a table with Name, Address, Phone and Actions on wider
 * screens, a list of cards on phones.
 */
export function AccountTable({ type, accounts, canEdit }: { type: OrganisationType; accounts: AccountView[]; canEdit: boolean }) {
  const t = useT(accountsMessages);
  const title = typePlural(type);
  const headingId = `accounts-${type}`;
  return (
    <Paper component="section" withBorder radius="lg" aria-labelledby={headingId} className={classes.tableCard}>
      <Group justify="space-between" px={{ base: 'md', sm: 'lg' }} py="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Badge variant="light" color="gray" size="lg" aria-label={t('typeCountAria', { count: accounts.length, type })}>
          {accounts.length}
        </Badge>
      </Group>

      {accounts.length === 0 ? (
        <Text c="dimmed" px={{ base: 'md', sm: 'lg' }} pb="lg">
          {t('noneOfTypeListed', { type })}
        </Text>
      ) : (
        <>
          <Box visibleFrom="sm">
            <Table
              verticalSpacing="sm"
              horizontalSpacing="lg"
              highlightOnHover
              layout="fixed"
              aria-labelledby={headingId}
              className={classes.table}
            >
              <Table.Thead>
                <Table.Tr>
                  {/* Name and Address share what is left: Phone and Actions get the width their
                      content needs (a share of the table clipped 'View' and 'Edit' at 1366 px). */}
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th>{t('address')}</Table.Th>
                  <Table.Th w={170}>{t('phone')}</Table.Th>
                  <Table.Th w={220} ta="right">
                    {t('actions')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.map((account) => (
                  <Table.Tr key={account.objectId}>
                    <Table.Td>
                      <AccountName account={account} />
                    </Table.Td>
                    <Table.Td c={account.hqAddress ? undefined : 'dimmed'}>{dash(account.hqAddress)}</Table.Td>
                    <Table.Td c={account.phone ? undefined : 'dimmed'} className={classes.nowrap}>
                      {dash(account.phone)}
                    </Table.Td>
                    <Table.Td>
                      <Actions account={account} canEdit={canEdit} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack component="ul" hiddenFrom="sm" gap={0} className={classes.cardList} aria-labelledby={headingId}>
            {accounts.map((account) => (
              <li key={account.objectId} className={classes.cardItem}>
                <AccountName account={account} />
                <Text size="sm" c="dimmed" mt={6}>
                  {dash(account.hqAddress)}
                </Text>
                <Text size="sm" c="dimmed">
                  {dash(account.phone)}
                </Text>
                <Box mt="xs">
                  <Actions account={account} canEdit={canEdit} />
                </Box>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}

import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { AccountView } from '@tilth/domain/accounts/views';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { typeLabel } from './accountLabels';
import { accountsMessages } from './messages';

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  const t = useT(accountsMessages);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden>
        {icon}
      </Text>
      <div>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text size="sm" c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {value || t('notGiven')}
        </Text>
      </div>
    </Group>
  );
}

/** An account's card: logo, name, level, status, address, e-mail and phone, with actions. */
export function AccountSummary({
  account,
  heading,
  actions,
  headingOrder = 2,
  showName = true,
}: {
  account: AccountView;
  heading?: string;
  actions?: ReactNode;
  headingOrder?: 2 | 3;
  /** Off where the page title already names the account. */
  showName?: boolean;
}) {
  const t = useT(accountsMessages);
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={heading ?? account.name}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          <Avatar src={account.image} name={account.name} color="initials" radius="md" size={64} alt="" />
          <Stack gap={4} miw={0}>
            {heading && (
              <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                {heading}
              </Text>
            )}
            {showName && (
              <Title order={headingOrder} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {account.name}
              </Title>
            )}
            <Group gap={6}>
              <Badge variant="light">{typeLabel(account.type)}</Badge>
              {account.status === 'INVITED' && (
                <Badge variant="light" color="yellow">
                  {t('invited')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="lg" spacing="md">
        <Detail icon={<IconMapPin size={18} />} label={t('address')} value={account.hqAddress} />
        <Detail icon={<IconMail size={18} />} label={t('email')} value={account.businessEmail} />
        <Detail icon={<IconPhone size={18} />} label={t('phone')} value={account.phone} />
      </SimpleGrid>
    </Paper>
  );
}

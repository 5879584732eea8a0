import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApiKeyView } from '@tilth/domain/apiKeys/schemas';
import { useT } from '../../i18n/useT';
import { dateText } from '../../ui/dateText';
import { expiresText, farmsText, lastUsedText, scopeText } from './apiKeyText';
import { apiKeysMessages } from './messages';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** One API key in Edit Profile's list: its name, scope, farms, dates and last use, and Revoke. */
export function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: (key: ApiKeyView) => void }) {
  const t = useT(apiKeysMessages);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="api-key" aria-label={apiKey.name}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {apiKey.name}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={apiKey.scope === 'read' ? 'blue' : 'orange'} radius="sm" tt="none">
              {scopeText(apiKey)}
            </Badge>
            {apiKey.expired && (
              <Badge variant="light" color="red" radius="sm" tt="none">
                {t('expired')}
              </Badge>
            )}
            <Text size="xs" c="dimmed" ff="monospace">
              {apiKey.prefix}…
            </Text>
          </Group>
        </Stack>
        <Button
          variant="subtle"
          color="red"
          onClick={() => onRevoke(apiKey)}
          aria-label={t('revokeName', { name: apiKey.name })}
          style={{ flexShrink: 0 }}
        >
          {t('revoke')}
        </Button>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs" mt="sm" mb={0}>
        <Detail label={t('farms')} value={farmsText(apiKey)} />
        <Detail label={t('created')} value={dateText(apiKey.createdAt, 'viewer')} />
        <Detail label={t('expires')} value={expiresText(apiKey)} />
        <Detail label={t('lastUsed')} value={lastUsedText(apiKey)} />
      </SimpleGrid>
    </Paper>
  );
}

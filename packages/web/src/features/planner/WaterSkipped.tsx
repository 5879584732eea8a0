import { List, Paper, Text, Title } from '@mantine/core';
import type { FarmWaterAccount } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { waterMessages } from './waterMessages';

/** The farm's sites the account leaves out, each with the reason (its plan, no readings in the range). */
export function WaterSkipped({ skipped }: { skipped: FarmWaterAccount['skipped'] }) {
  const t = useT(waterMessages);
  if (skipped.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="water-skipped" className="water-print-keep">
      <Title order={2} size="h5" mb={4} id="water-skipped-title">
        {t('notInAccount')}
      </Title>
      <List spacing={6} size="sm" aria-labelledby="water-skipped-title">
        {skipped.map((site) => (
          <List.Item key={site.siteObjectId}>
            <Text span fw={600} size="sm">
              {site.siteName}
            </Text>
            <Text span size="sm">
              {': '}
              {site.reason}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

import { Alert, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { SectionCard } from '../../ui/SectionCard';
import { dateText } from '../../ui/dateText';
import { shopMessages } from './messages';
import { fetchInvoices, shopKeys } from './shopApi';
import { priceText } from './shopText';

const invoiceDate = (seconds: number) => dateText(seconds * 1000);

function InvoiceLine({ invoice }: { invoice: Invoice }) {
  const t = useT(shopMessages);
  const lines = invoice.lines.data.map((line) => line.description).filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="invoice">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} miw={0}>
          <Text fw={600}>{invoice.number ?? invoice.id}</Text>
          <Text size="sm" c="dimmed">
            {[invoiceDate(invoice.created), ...lines].join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Text fw={600}>{priceText(invoice.amount_paid || invoice.amount_due, invoice.currency)}</Text>
          <Badge variant="light" color={invoice.status === 'paid' ? 'field' : 'gray'}>
            {t('invoiceStatus', { status: invoice.status })}
          </Badge>
        </Group>
      </Group>
    </Paper>
  );
}

/** The caller's invoices (GET /subscriptions/invoices), newest first as the provider answers. */
export function InvoicesList({ userId }: { userId: string }) {
  const t = useT(shopMessages);
  const invoices = useQuery({ queryKey: shopKeys.invoices(userId), queryFn: ({ signal }) => fetchInvoices(userId, signal) });
  return (
    <SectionCard title={t('invoices')}>
      {invoices.isPending ? (
        <Skeleton h={56} radius="md" />
      ) : invoices.isError ? (
        <Alert color="red" variant="light" role="alert">
          {loadFailed(t('invoicesLoadFailed'), invoices.error)}
        </Alert>
      ) : invoices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noInvoices')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('invoices')}>
          {invoices.data.map((invoice) => (
            <InvoiceLine key={invoice.id} invoice={invoice} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

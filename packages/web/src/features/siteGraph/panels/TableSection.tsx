import { Alert, Badge, Box, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { loadFailed } from '../../../ui/apiMessages';
import { useSectionChrome } from './DeferredSection';
import { useT } from '../../../i18n/useT';
import { panelsEnglish, panelsMessages } from './panelsMessages';

/** Spec 001 §2.8, §8: what every table under the chart shows when it has no rows (the English wording). */
export const DATA_NOT_AVAILABLE = panelsEnglish.dataNotAvailable;

/** '{depth} in', the spec's depth label; a dash when there is none. */
export const depthLabel = (depth: number | null | undefined) => (depth === null || depth === undefined ? '—' : `${depth} in`);

interface TableQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface TableSectionProps {
  title: string;
  testId: string;
  query: TableQuery;
  /** Whether the loaded answer has no rows. */
  empty: boolean;
  /** Column headings, in order. */
  columns: string[];
  /** The body rows (`Table.Tr`s). */
  children: ReactNode;
  /** Buttons beside the heading (Edit / Save). */
  actions?: ReactNode;
  /** A remark beside the heading, e.g. that the weather is simulated. */
  badge?: string | null;
  /** Shown under the table: why saving failed. */
  footer?: ReactNode;
}

/** One table under the chart: its heading, and its loading, failed, empty or filled state. */
export function TableSection({ title, testId, query, empty, columns, children, actions, badge, footer }: TableSectionProps) {
  const t = useT(panelsMessages);
  const ownHeadingId = useId();
  // Inside a phone's DeferredSection, the section's heading names the table and the frame is its.
  const chrome = useSectionChrome();
  const headingId = chrome?.headingId ?? ownHeadingId;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Group gap="xs" py="md" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('loadingTable', { title })}
        </Text>
      </Group>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadFailed(t('tableLoadFailed', { title }), query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()} aria-label={t('retryTable', { title })}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (empty) {
    body = (
      <Text c="dimmed" py="md" ta="center" data-testid="table-empty">
        {t('dataNotAvailable')}
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={280}>
        <Table striped highlightOnHover aria-labelledby={headingId} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  if (chrome) {
    return (
      <Box data-testid={testId}>
        {(badge || actions) && (
          <Group justify="space-between" align="center" mb="xs" gap="xs">
            {badge ? (
              <Badge variant="light" color="soil" size="sm">
                {badge}
              </Badge>
            ) : (
              <span />
            )}
            {actions && <Group gap="xs">{actions}</Group>}
          </Group>
        )}
        {body}
        {footer}
      </Box>
    );
  }

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={headingId} data-testid={testId}>
      <Group justify="space-between" align="center" mb="xs" gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          {badge && (
            <Badge variant="light" color="soil" size="sm">
              {badge}
            </Badge>
          )}
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {body}
      {footer}
    </Paper>
  );
}

/** The Edit / Save toggle (and Cancel while editing) of a manual table, named after the table. */
export function EditSaveButtons({
  title,
  editing,
  saving,
  onEdit,
  onSave,
  onCancel,
}: {
  title: string;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const t = useT(panelsMessages);
  if (!editing) {
    return (
      <Button size="xs" variant="light" onClick={onEdit} aria-label={t('editTable', { title })}>
        {t('edit')}
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" variant="default" onClick={onCancel} disabled={saving} aria-label={t('cancelEditing', { title })}>
        {t('cancel')}
      </Button>
      <Button size="xs" onClick={onSave} loading={saving} aria-label={t('saveTable', { title })}>
        {t('save')}
      </Button>
    </>
  );
}

/** A save failure under a table. */
export function SaveError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" mt="sm">
      {message}
    </Alert>
  );
}

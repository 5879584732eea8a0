import { Alert, Box, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconHistory, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditSearchTerm,
  formatAuditTime,
  PLAN_AUDIT_PAGE_SIZE,
  SUBSCRIPTION_SEARCH_DEBOUNCE_MS,
  type PlanAuditRecord,
} from '@tilth/domain';
import { useState } from 'react';
import { currentLanguage, intlLocale } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { SearchField } from '../../ui/SearchField';
import { dealerAuditKeys, fetchPlanAudit } from './dealerAuditApi';
import { PlanBadge } from './FarmSitesTable';
import { subscriptionsMessages } from './messages';
import { planName } from './planLabels';
import classes from './DealerAudit.module.css';

/** The viewer's own clock: the audit shows UTC times converted to local (spec 002 §2.7). */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** English keeps spec 002 §2.7's 'Nov 24,2026-03:05PM'; another language writes the time its own way. */
function auditTime(iso: string, zone: string): string {
  if (currentLanguage() === 'en' || !Number.isFinite(Date.parse(iso))) return formatAuditTime(iso, zone);
  return new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
}

function AuditTable({ records, zone }: { records: PlanAuditRecord[]; zone: string }) {
  const t = useT(subscriptionsMessages);
  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={classes.table} aria-label={t('planChanges')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('siteId')}</Table.Th>
              <Table.Th>{t('oldPlan')}</Table.Th>
              <Table.Th>{t('newPlan')}</Table.Th>
              <Table.Th>{t('modifiedBy')}</Table.Th>
              <Table.Th>{t('modifiedTime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((record) => (
              <Table.Tr key={record.id} data-testid="audit-row">
                <Table.Td fw={600}>{record.siteId}</Table.Td>
                <Table.Td>
                  <PlanBadge plan={record.oldPlan} />
                </Table.Td>
                <Table.Td>
                  <PlanBadge plan={record.currentPlan} />
                </Table.Td>
                <Table.Td>{record.modifiedBy}</Table.Td>
                <Table.Td className={classes.nowrap}>{auditTime(record.modifiedAt, zone)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Box component="ul" hiddenFrom="sm" className={classes.lines} aria-label={t('planChanges')}>
        {records.map((record) => (
          <li key={record.id} className={classes.line}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{t('siteNumber', { siteId: record.siteId })}</Text>
              <Group
                gap={6}
                wrap="nowrap"
                aria-label={t('planToPlan', { from: planName(record.oldPlan), to: planName(record.currentPlan) })}
              >
                <PlanBadge plan={record.oldPlan} />
                <Text span c="dimmed" aria-hidden>
                  →
                </Text>
                <PlanBadge plan={record.currentPlan} />
              </Group>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {record.modifiedBy} · {auditTime(record.modifiedAt, zone)}
            </Text>
          </li>
        ))}
      </Box>
    </>
  );
}

/** Audit tab (spec 002 §2.7): the plan changes of the user's subtree, newest first, searched by site ID. */
export default function AuditTab() {
  const t = useT(subscriptionsMessages);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(auditSearchTerm(text), SUBSCRIPTION_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [searchedFor, setSearchedFor] = useState(search);
  // A new search starts again from the first page.
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }
  const skip = (page - 1) * PLAN_AUDIT_PAGE_SIZE;
  const audit = useQuery({
    queryKey: dealerAuditKeys.audit(search, skip),
    queryFn: ({ signal }) => fetchPlanAudit(search, skip, PLAN_AUDIT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const zone = viewerZone();
  const pages = audit.data ? Math.ceil(audit.data.total / PLAN_AUDIT_PAGE_SIZE) : 0;

  return (
    <Stack gap="md">
      <SearchField label={t('searchBySiteId')} value={text} onChange={setText} />
      {audit.isPending ? (
        <Stack gap="xs" aria-label={t('loadingPlanChanges')}>
          <Skeleton h={44} radius="md" />
          <Skeleton h={44} radius="md" />
          <Skeleton h={44} radius="md" />
        </Stack>
      ) : audit.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('auditLoadFailed'), audit.error)}
        </Alert>
      ) : audit.data.total === 0 ? (
        search ? (
          <EmptyCard icon={<IconSearch aria-hidden />} title={t('noPlanChangesFound')} description={t('noSiteIdContains', { search })} />
        ) : (
          <EmptyCard icon={<IconHistory aria-hidden />} title={t('noPlanChangesYet')} description={t('auditExplained')} />
        )
      ) : (
        <>
          <Paper withBorder radius="lg" className={classes.listCard}>
            <AuditTable records={audit.data.records} zone={zone} />
          </Paper>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('changesInZone', { count: audit.data.total, zone: zone.replace(/_/g, ' ') })}
            </Text>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={t('auditPages')} />}
          </Group>
        </>
      )}
    </Stack>
  );
}

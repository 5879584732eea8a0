import { Alert, Button, Group, Loader, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconMoodEmpty, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changedEntries,
  choosePlan,
  SUBSCRIPTION_HISTORY_PAGE_SIZE,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_SEARCH_DEBOUNCE_MS,
  type PlanChange,
  type SubscriptionPlan,
  type SubscriptionSite,
} from '@tilth/domain';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/useT';
import { EmptyCard } from '../../ui/EmptyCard';
import { MessageDialog } from '../../ui/MessageDialog';
import { useSignedInAccount } from '../auth/useAccount';
import { FarmSitesTable } from './FarmSitesTable';
import { HistoryFilterBar, type FilterInputs } from './HistoryFilterBar';
import { fetchHistory, historyKeys, savePlanChanges, type HistoryFilters } from './historyApi';
import { subscriptionsMessages } from './messages';
import { latestPlan } from './planLabels';

/** The sentence under No sites found, naming the searches that found nothing. */
function noSitesText(
  t: ReturnType<typeof useT<'noSitesMatched' | 'noSitesMatchedSite' | 'noSitesMatchedFarm' | 'noSitesMatchedBoth'>>,
  site: string,
  farm: string,
) {
  if (site && farm) return t('noSitesMatchedBoth', { site, farm });
  if (site) return t('noSitesMatchedSite', { site });
  if (farm) return t('noSitesMatchedFarm', { farm });
  return t('noSitesMatched');
}

/** /dashboard/shop/subscriptions: Subscription History (spec 002 §2.5, §4). */
export default function SubscriptionHistoryTab() {
  const t = useT(subscriptionsMessages);
  const { profile } = useSignedInAccount();
  const queryClient = useQueryClient();
  const [inputs, setInputs] = useState<FilterInputs>({ siteText: '', farmText: '', plans: [...SUBSCRIPTION_PLANS], active: 'both' });
  const [siteSearch] = useDebouncedValue(inputs.siteText.trim(), SUBSCRIPTION_SEARCH_DEBOUNCE_MS);
  const [farmSearch] = useDebouncedValue(inputs.farmText.trim(), SUBSCRIPTION_SEARCH_DEBOUNCE_MS);
  const filters: HistoryFilters = useMemo(
    () => ({ siteSearch, farmSearch, plans: SUBSCRIPTION_PLANS.filter((p) => inputs.plans.includes(p)), active: inputs.active }),
    [siteSearch, farmSearch, inputs.plans, inputs.active],
  );
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<ReadonlyMap<string, PlanChange>>(new Map());
  const [dialog, setDialog] = useState<{ title: string; message: string } | null>(null);
  const canEdit = profile.permissions.includes('subscription:edit');
  const canSwitch = profile.permissions.includes('site:activate');

  const skip = (page - 1) * SUBSCRIPTION_HISTORY_PAGE_SIZE;
  const history = useQuery({
    queryKey: historyKeys.page(profile.objectId, filters, skip),
    queryFn: ({ signal }) => fetchHistory(profile.objectId, filters, skip, SUBSCRIPTION_HISTORY_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    // No plan ticked shows no site: nothing to ask.
    enabled: filters.plans.length > 0,
  });

  const save = useMutation({
    mutationFn: (changes: PlanChange[]) => savePlanChanges(changes),
    onSuccess: (saved) => {
      setPending(new Map());
      setEditing(false);
      setDialog({ title: saved.title, message: saved.message });
      return queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
    // Spec 002 §8: a failed save is only logged (the client logs it); the spinner stops.
  });

  const changeFilters = (next: FilterInputs) => {
    setInputs(next);
    setPage(1);
  };
  const startEditing = () => (canEdit ? setEditing(true) : setDialog({ title: t('contactAdminTitle'), message: t('contactAdminChange') }));
  const cancel = () => {
    setPending(new Map());
    setEditing(false);
  };
  const submit = () => {
    const changes = changedEntries([...pending.values()]);
    if (changes.length === 0) return cancel();
    save.mutate(changes);
  };
  const choose = (site: SubscriptionSite, plan: SubscriptionPlan) =>
    setPending((current) => choosePlan(current, { siteId: site.objectId, plan: latestPlan(site) }, plan));

  const data = filters.plans.length === 0 ? null : history.data;
  const noPlans = filters.plans.length === 0;
  const summary = data?.summary ?? { gold: 0, silver: 0, none: 0 };
  const pages = data ? Math.max(1, Math.ceil(data.total / SUBSCRIPTION_HISTORY_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <HistoryFilterBar value={inputs} onChange={changeFilters} />
      </Paper>
      <Group justify="space-between" gap="sm">
        <Text fw={600} aria-live="polite" data-testid="subscription-summary">
          {t('summaryLine', { gold: summary.gold, silver: summary.silver, none: summary.none })}
        </Text>
        {editing ? (
          <Group gap="sm">
            <Button variant="default" onClick={cancel} disabled={save.isPending}>
              {t('cancel')}
            </Button>
            <Button onClick={submit} disabled={save.isPending} leftSection={save.isPending ? <Loader size="xs" aria-hidden /> : null}>
              {save.isPending ? t('savingDots') : t('saveSubscriptions', { count: pending.size })}
            </Button>
          </Group>
        ) : (
          <Button leftSection={<IconEdit size={18} aria-hidden />} onClick={startEditing}>
            {t('updateSubscriptions')}
          </Button>
        )}
      </Group>
      {history.isError && !data && <Alert color="red">{t('historyLoadFailed')}</Alert>}
      {!noPlans && history.isPending ? (
        <Paper withBorder radius="lg" p="md">
          <Skeleton h={24} w={220} mb="md" />
          <Skeleton h={120} />
        </Paper>
      ) : data?.farmCount === 0 ? (
        <EmptyCard icon={<IconMoodEmpty aria-hidden />} title={t('noFarmsForUser')} />
      ) : noPlans || (data && data.farms.length === 0) ? (
        <EmptyCard icon={<IconSearchOff aria-hidden />} title={t('noSitesFound')} description={noSitesText(t, siteSearch, farmSearch)} />
      ) : (
        data && (
          <Stack gap="md">
            {data.farms.map((farm) => (
              <FarmSitesTable
                key={`${farm.objectId}-${skip}`}
                farm={farm}
                editing={editing}
                pending={pending}
                onChoose={choose}
                canSwitch={canSwitch}
              />
            ))}
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={page} onChange={setPage} aria-label={t('historyPages')} />
              </Group>
            )}
          </Stack>
        )
      )}
      <MessageDialog
        look="subscription"
        opened={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

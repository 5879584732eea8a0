import { Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { SUBSCRIPTION_PLANS, type ActiveFilter, type SubscriptionPlan } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { SearchField } from '../../ui/SearchField';
import { subscriptionsMessages } from './messages';
import { planName } from './planLabels';

export interface FilterInputs {
  siteText: string;
  farmText: string;
  plans: SubscriptionPlan[];
  active: ActiveFilter;
}

const ACTIVE_OPTIONS = [
  { value: 'both', key: 'activeBoth' },
  { value: 'active', key: 'activeOnly' },
  { value: 'inactive', key: 'inactiveOnly' },
] as const satisfies readonly { value: ActiveFilter; key: string }[];

/** Spec 002 §2.5's filters: the two searches, the plan checkboxes and the Active radio group. */
export function HistoryFilterBar({ value, onChange }: { value: FilterInputs; onChange: (next: FilterInputs) => void }) {
  const t = useT(subscriptionsMessages);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SearchField
          label={t('searchBySite')}
          placeholder={t('searchBySitePlaceholder')}
          value={value.siteText}
          onChange={(siteText) => onChange({ ...value, siteText })}
          maw="100%"
        />
        <SearchField
          label={t('searchByFarm')}
          placeholder={t('searchByFarmPlaceholder')}
          value={value.farmText}
          onChange={(farmText) => onChange({ ...value, farmText })}
          maw="100%"
        />
      </SimpleGrid>
      <Group gap="xl" align="flex-start">
        <Checkbox.Group
          label={t('plans')}
          value={value.plans}
          onChange={(plans) => onChange({ ...value, plans: plans as SubscriptionPlan[] })}
        >
          <Group gap="md" mt={6}>
            {SUBSCRIPTION_PLANS.map((plan) => (
              <Checkbox key={plan} value={plan} label={planName(plan)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group label={t('active')} value={value.active} onChange={(active) => onChange({ ...value, active: active as ActiveFilter })}>
          <Group gap="md" mt={6}>
            {ACTIVE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={t(option.key)} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
    </Stack>
  );
}

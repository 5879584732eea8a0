import { Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { SUBSCRIPTION_PLANS, type ActiveFilter, type SubscriptionPlan } from '@tilth/domain';
import { SearchField } from '../../ui/SearchField';

export interface FilterInputs {
  siteText: string;
  farmText: string;
  plans: SubscriptionPlan[];
  active: ActiveFilter;
}

const ACTIVE_OPTIONS: { value: ActiveFilter; label: string }[] = [
  { value: 'both', label: 'Both' },
  { value: 'active', label: 'Active Only' },
  { value: 'inactive', label: 'Inactive Only' },
];

/** Spec 002 §2.5's filters: the two searches, the plan checkboxes and the Active radio group. */
export function HistoryFilterBar({ value, onChange }: { value: FilterInputs; onChange: (next: FilterInputs) => void }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SearchField
          label="Search by site"
          placeholder="Enter IDs or names"
          value={value.siteText}
          onChange={(siteText) => onChange({ ...value, siteText })}
          maw="100%"
        />
        <SearchField
          label="Search by farm"
          placeholder="Enter farm names"
          value={value.farmText}
          onChange={(farmText) => onChange({ ...value, farmText })}
          maw="100%"
        />
      </SimpleGrid>
      <Group gap="xl" align="flex-start">
        <Checkbox.Group label="Plans" value={value.plans} onChange={(plans) => onChange({ ...value, plans: plans as SubscriptionPlan[] })}>
          <Group gap="md" mt={6}>
            {SUBSCRIPTION_PLANS.map((plan) => (
              <Checkbox key={plan} value={plan} label={plan} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group label="Active" value={value.active} onChange={(active) => onChange({ ...value, active: active as ActiveFilter })}>
          <Group gap="md" mt={6}>
            {ACTIVE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
    </Stack>
  );
}

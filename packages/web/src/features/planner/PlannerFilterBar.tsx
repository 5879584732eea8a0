import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { plannerMessages } from './messages';
import { DUE_CHOICES, dueChoiceLabel, type DueChoice, type PlannerFilters } from './plannerFilters';

export interface FilterOptions {
  farms: { value: string; label: string }[];
  crops: string[];
  systems: string[];
}

/** Farm, crop, irrigation type and "due within": each narrows the ranked list. */
export function PlannerFilterBar({
  filters,
  options,
  onChange,
}: {
  filters: PlannerFilters;
  options: FilterOptions;
  onChange: (next: PlannerFilters) => void;
}) {
  const t = useT(plannerMessages);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="planner-filters">
      {options.farms.length > 1 && (
        <Select
          label={t('farm')}
          placeholder={t('allFarms')}
          data={options.farms}
          value={filters.farmId}
          onChange={(farmId) => onChange({ ...filters, farmId })}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
        />
      )}
      <Select
        label={t('crop')}
        placeholder={t('allCrops')}
        data={options.crops}
        value={filters.crop}
        onChange={(crop) => onChange({ ...filters, crop })}
        clearable
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label={t('irrigation')}
        placeholder={t('allSystems')}
        data={options.systems}
        value={filters.irrigationType}
        onChange={(irrigationType) => onChange({ ...filters, irrigationType })}
        clearable
        w={{ base: '100%', xs: 180 }}
      />
      <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
        <Text size="sm" fw={500} id="planner-due-label">
          {t('dueWithin')}
        </Text>
        <SegmentedControl
          aria-labelledby="planner-due-label"
          value={filters.due}
          onChange={(due) => onChange({ ...filters, due: due as DueChoice })}
          data={DUE_CHOICES.map((value) => ({ value, label: dueChoiceLabel(value) }))}
        />
      </Stack>
    </Group>
  );
}

import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { FAULT_KINDS, FLEET_SORTS, FLEET_STATUSES, type FleetPage, type FleetSort } from '@tilth/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import type { FleetFilters } from './fleetFilters';
import { faultKindLabel, statusLabel } from './fleetFormat';
import { fleetMessages, type FleetKey } from './messages';

/** Each order's words' key in the fleet catalogue. */
const SORT_KEYS: Record<FleetSort, FleetKey> = {
  worst: 'sortWorst',
  lastReading: 'sortLastReading',
  battery: 'sortBattery',
  signal: 'sortSignal',
  completeness: 'sortCompleteness',
  site: 'sortSite',
};

/** Customer, farm, status, battery below N %, fault, search and order: each narrows the list. */
export function FleetFilterBar({
  filters,
  page,
  onChange,
}: {
  filters: FleetFilters;
  page: FleetPage | undefined;
  onChange: (next: FleetFilters) => void;
}) {
  const t = useT(fleetMessages);
  const set = (change: Partial<FleetFilters>) => onChange({ ...filters, ...change, page: 1 });
  const customers = page?.customers ?? [];
  const farms = (page?.farms ?? []).filter((f) => !filters.customer || f.customerId === filters.customer);
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);
  // The search waits for a pause in typing before it asks the server.
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => set({ q }), 350);
    return () => clearTimeout(timer);
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="fleet-filters">
      {customers.length > 1 && (
        <Select
          label={t('customer')}
          placeholder={t('allCustomers')}
          data={customers.map((c) => ({ value: c.id, label: c.name }))}
          value={filters.customer}
          onChange={(customer) => set({ customer, farm: null })}
          clearable
          searchable
          w={{ base: '100%', xs: 210 }}
        />
      )}
      {farms.length > 1 && (
        <Select
          label={t('farm')}
          placeholder={t('allFarms')}
          data={farms.map((f) => ({ value: f.id, label: f.name }))}
          value={filters.farm}
          onChange={(farm) => set({ farm })}
          clearable
          searchable
          w={{ base: '100%', xs: 190 }}
        />
      )}
      <Select
        label={t('status')}
        placeholder={t('anyStatus')}
        data={FLEET_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        value={filters.status}
        onChange={(status) => set({ status: status as FleetFilters['status'] })}
        clearable
        w={{ base: '100%', xs: 150 }}
      />
      <NumberInput
        label={t('batteryBelow')}
        placeholder={t('any')}
        min={0}
        max={100}
        allowDecimal={false}
        value={filters.batteryBelow ?? ''}
        onChange={(value) => set({ batteryBelow: typeof value === 'number' ? Math.max(0, Math.min(100, value)) : null })}
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label={t('fault')}
        placeholder={t('anyOrNone')}
        data={[{ value: 'any', label: t('anyFault') }, ...FAULT_KINDS.map((k) => ({ value: k, label: faultKindLabel(k) }))]}
        value={filters.fault}
        onChange={(fault) => set({ fault: fault as FleetFilters['fault'] })}
        clearable
        w={{ base: '100%', xs: 190 }}
      />
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        w={{ base: '100%', xs: 210 }}
      />
      <Select
        label={t('order')}
        data={FLEET_SORTS.map((s) => ({ value: s, label: t(SORT_KEYS[s]) }))}
        value={filters.sort}
        onChange={(sort) => set({ sort: (sort as FleetSort | null) ?? 'worst' })}
        allowDeselect={false}
        w={{ base: '100%', xs: 210 }}
      />
    </Group>
  );
}

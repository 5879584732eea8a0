import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { FAULT_KINDS, FAULT_LABELS, FLEET_SORTS, FLEET_STATUSES, type FleetPage, type FleetSort } from '@tilth/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FleetFilters } from './fleetFilters';
import { STATUS_LABELS } from './fleetFormat';

const SORT_LABELS: Record<FleetSort, string> = {
  worst: 'Worst first',
  lastReading: 'Longest without a reading',
  battery: 'Lowest battery',
  signal: 'Weakest signal',
  completeness: 'Fewest readings (24 h)',
  site: 'Farm and site name',
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
          label="Customer"
          placeholder="All customers"
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
          label="Farm"
          placeholder="All farms"
          data={farms.map((f) => ({ value: f.id, label: f.name }))}
          value={filters.farm}
          onChange={(farm) => set({ farm })}
          clearable
          searchable
          w={{ base: '100%', xs: 190 }}
        />
      )}
      <Select
        label="Status"
        placeholder="Any status"
        data={FLEET_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        value={filters.status}
        onChange={(status) => set({ status: status as FleetFilters['status'] })}
        clearable
        w={{ base: '100%', xs: 150 }}
      />
      <NumberInput
        label="Battery below %"
        placeholder="Any"
        min={0}
        max={100}
        allowDecimal={false}
        value={filters.batteryBelow ?? ''}
        onChange={(value) => set({ batteryBelow: typeof value === 'number' ? Math.max(0, Math.min(100, value)) : null })}
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label="Fault"
        placeholder="Any or none"
        data={[{ value: 'any', label: 'Any fault' }, ...FAULT_KINDS.map((k) => ({ value: k, label: FAULT_LABELS[k] }))]}
        value={filters.fault}
        onChange={(fault) => set({ fault: fault as FleetFilters['fault'] })}
        clearable
        w={{ base: '100%', xs: 190 }}
      />
      <TextInput
        label="Search"
        placeholder="Site, site ID or device"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        w={{ base: '100%', xs: 210 }}
      />
      <Select
        label="Order"
        data={FLEET_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        value={filters.sort}
        onChange={(sort) => set({ sort: (sort as FleetSort | null) ?? 'worst' })}
        allowDeselect={false}
        w={{ base: '100%', xs: 210 }}
      />
    </Group>
  );
}

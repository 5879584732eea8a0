import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fleetEndpoints, type FleetPage } from '@tilth/domain';
import type { z } from 'zod';
import { call } from '../../api/client';

/** The fleet list's query as the client sends it (filters, order, page). */
export type FleetQuery = z.input<typeof fleetEndpoints.devices.query>;

export const fleetKeys = {
  all: ['fleet'] as const,
  page: (query: FleetQuery) => ['fleet', 'page', query] as const,
  device: (id: string) => ['fleet', 'device', id] as const,
};

export const fetchFleet = (query: FleetQuery, signal?: AbortSignal) => call(fleetEndpoints.devices, { query, signal });
export const fetchDevice = (id: string, signal?: AbortSignal) => call(fleetEndpoints.device, { params: { id }, signal });

export function useFleet(query: FleetQuery) {
  return useQuery({
    queryKey: fleetKeys.page(query),
    queryFn: ({ signal }) => fetchFleet(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFleetDevice(id: string | null) {
  return useQuery({ queryKey: fleetKeys.device(id ?? ''), queryFn: ({ signal }) => fetchDevice(id!, signal), enabled: id !== null });
}

/** Every device matching the query, page by page (the CSV download), in the table's order. */
export async function fetchAllDevices(query: FleetQuery): Promise<FleetPage['devices']> {
  const devices: FleetPage['devices'] = [];
  let skip: number | null = 0;
  while (skip !== null) {
    const page: FleetPage = await fetchFleet({ ...query, skip, limit: 1000 });
    devices.push(...page.devices);
    skip = page.nextSkip;
  }
  return devices;
}

import { useDebouncedValue } from '@mantine/hooks';
import type { GeocodeResult } from '@tilth/domain';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../ui/apiMessages';
import { geocodeAddress } from './farmsApi';

/** Spec 000 §5, §9: a typed address is looked up once typing pauses for a second. */
export const GEOCODE_DEBOUNCE_MS = 1000;

export type GeocodeState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; place: GeocodeResult }
  | { status: 'none' }
  | { status: 'error'; message: string };

export function useGeocoding(address: string): GeocodeState {
  const [query] = useDebouncedValue(address.trim(), GEOCODE_DEBOUNCE_MS);
  const lookup = useQuery({
    queryKey: ['geocode', query],
    queryFn: ({ signal }) => geocodeAddress(query, signal),
    enabled: query.length >= 3,
    staleTime: Infinity,
    retry: false,
  });
  if (query.length < 3) return { status: 'idle' };
  if (lookup.isFetching) return { status: 'searching' };
  if (lookup.isError) return { status: 'error', message: errorText(lookup.error) };
  if (!lookup.data) return { status: 'idle' };
  return lookup.data[0] ? { status: 'found', place: lookup.data[0] } : { status: 'none' };
}

import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMapPinSearch } from '@tabler/icons-react';
import type { GeocodeState } from '../useGeocoding';

/** What the lookup of the typed physical address found, under the field. */
export function GeocodeNote({ state }: { state: GeocodeState }) {
  if (state.status === 'searching') {
    return (
      <Group gap={6} role="status">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          Looking up the address…
        </Text>
      </Group>
    );
  }
  if (state.status === 'found') {
    return (
      <Group gap={6} wrap="nowrap" role="status" c="var(--tilth-text-brand)">
        <IconCircleCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="inherit" lineClamp={2}>
          Found: {state.place.displayName}
        </Text>
      </Group>
    );
  }
  if (state.status === 'none') {
    return (
      <Alert color="yellow" variant="light" p="xs" icon={<IconMapPinSearch size={18} aria-hidden />}>
        We couldn't find that address. Type the latitude and longitude, or select the spot on the map.
      </Alert>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" p="xs" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} title="Address lookup failed">
        {state.message}
      </Alert>
    );
  }
  return null;
}

import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMapPinSearch } from '@tabler/icons-react';
import { useT } from '../../../i18n/useT';
import { farmsMessages } from '../messages';
import type { GeocodeState } from '../useGeocoding';

/** What the lookup of the typed physical address found, under the field. */
export function GeocodeNote({ state }: { state: GeocodeState }) {
  const t = useT(farmsMessages);
  if (state.status === 'searching') {
    return (
      <Group gap={6} role="status">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('lookingUpAddress')}
        </Text>
      </Group>
    );
  }
  if (state.status === 'found') {
    return (
      <Group gap={6} wrap="nowrap" role="status" c="var(--tilth-text-brand)">
        <IconCircleCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="inherit" lineClamp={2}>
          {t('addressFound', { place: state.place.displayName })}
        </Text>
      </Group>
    );
  }
  if (state.status === 'none') {
    return (
      <Alert color="yellow" variant="light" p="xs" icon={<IconMapPinSearch size={18} aria-hidden />}>
        {t('addressNotFound')}
      </Alert>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        p="xs"
        role="alert"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('addressLookupFailed')}
      >
        {state.message}
      </Alert>
    );
  }
  return null;
}

import { Text } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { profileMessages } from './messages';

/** A label and its saved value, shown while a card is not being edited. */
export function ReadOnlyField({ label, value }: { label: string; value: string | null | undefined }) {
  const t = useT(profileMessages);
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {value || t('notGiven')}
      </Text>
    </div>
  );
}

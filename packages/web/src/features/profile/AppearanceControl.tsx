import { SegmentedControl } from '@mantine/core';
import type { Preference } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { profileMessages } from './messages';

/**
 * Light, dark, or the device's setting (issue 34). The shell applies the saved preference, so the
 * screen changes as soon as this is picked and comes back if the server refuses it.
 */
export function AppearanceControl({
  labelledBy,
  theme,
  onChange,
}: {
  labelledBy: string;
  theme: Preference['theme'] | undefined;
  onChange: (theme: Preference['theme']) => void;
}) {
  const t = useT(profileMessages);
  const themes: { value: Preference['theme']; label: string }[] = [
    { value: 'light', label: t('light') },
    { value: 'dark', label: t('dark') },
    { value: 'system', label: t('system') },
  ];
  return (
    <SegmentedControl
      aria-labelledby={labelledBy}
      data={themes}
      value={theme ?? 'system'}
      onChange={(value) => onChange(value as Preference['theme'])}
      fullWidth
      size="md"
    />
  );
}

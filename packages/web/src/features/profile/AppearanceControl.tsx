import { SegmentedControl } from '@mantine/core';
import type { Preference } from '@tilth/domain';

const THEMES: { value: Preference['theme']; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

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
  return (
    <SegmentedControl
      aria-labelledby={labelledBy}
      data={THEMES}
      value={theme ?? 'system'}
      onChange={(value) => onChange(value as Preference['theme'])}
      fullWidth
      size="md"
    />
  );
}

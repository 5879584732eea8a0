import { useMantineColorScheme } from '@mantine/core';
import type { Preference } from '@tilth/domain';
import { useEffect } from 'react';
import { colorSchemeOf } from '../../ui/colorScheme';

/**
 * Applies the signed-in user's theme (issue 34): light, dark, or the system's, followed live. Runs
 * when the preference changes (Edit Profile shows the choice at once, before the server answers).
 * Rows cached on the device before the theme existed have none: they follow the system.
 */
export function useThemePreference(theme: Preference['theme'] | undefined): void {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const wanted = colorSchemeOf(theme);
  useEffect(() => {
    if (colorScheme !== wanted) setColorScheme(wanted);
  }, [colorScheme, wanted, setColorScheme]);
  useEffect(keepPrintsLight, []);
}

/**
 * Paper is white: whatever the screen shows, the browser's print of a page (the planner, the water
 * account, a table) is laid out in the light scheme, and goes back after the print dialog closes.
 */
function keepPrintsLight(): () => void {
  const root = document.documentElement;
  let before: string | null = null;
  const toLight = () => {
    before = root.getAttribute('data-mantine-color-scheme');
    root.setAttribute('data-mantine-color-scheme', 'light');
  };
  const back = () => {
    if (before) root.setAttribute('data-mantine-color-scheme', before);
    before = null;
  };
  window.addEventListener('beforeprint', toLight);
  window.addEventListener('afterprint', back);
  return () => {
    window.removeEventListener('beforeprint', toLight);
    window.removeEventListener('afterprint', back);
  };
}

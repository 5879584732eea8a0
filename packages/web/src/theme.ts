import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Forest green for actions and the brand; shade 7 on white is 5:1, readable in sunlight.
const field: MantineColorsTuple = [
  '#edf5ef',
  '#dbe8de',
  '#b4d0bb',
  '#8ab795',
  '#67a275',
  '#519561',
  '#448e56',
  '#357b46',
  '#2b6d3c',
  '#1d5f30',
];

// Warm soil brown for accents (the logo's ground line, backgrounds).
const soil: MantineColorsTuple = [
  '#f8f1ea',
  '#ebe1d6',
  '#d7c1aa',
  '#c39f7c',
  '#b28355',
  '#a8713c',
  '#a3682f',
  '#8f5722',
  '#804d1c',
  '#704012',
];

/**
 * Calm, high-contrast and thumb-friendly: controls default to size md (42 px tall) and icon
 * buttons to 44 px, so the app works with gloves in a pickup as well as at a desk.
 */
export const theme = createTheme({
  primaryColor: 'field',
  // Filled buttons in dark take this shade too, with white text on them: field 8 is 6.2:1 (shade 5 was 3.6:1).
  primaryShade: { light: 7, dark: 8 },
  colors: { field, soil },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 44, variant: 'subtle', color: 'gray' } },
    Loader: { defaultProps: { color: 'field' } },
    // Menu rows are tapped with thumbs too.
    Menu: { styles: { item: { minHeight: 44 } } },
  },
});

/**
 * Text of the light variant (initials in avatars, light badges, buttons and alerts) is shade 9 on
 * shade 1. For these colours Mantine's shade 9 is under 4.5:1 there (orange 3.6:1, teal 4.3:1), so
 * their light text is darkened to pass WCAG AA, on the hover background (shade 2) too.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  red: '#ad2424',
  orange: '#a9380c',
  yellow: '#a15300',
  lime: '#48730a',
  green: '#237133',
  teal: '#077050',
};

/**
 * Mantine's default dimmed grey is 3.3:1 on white; this one passes WCAG AA (6:1) for small text. So
 * does the error red of field messages and borders (red 9, 5.4:1; the default red 6 is 3.6:1).
 *
 * Dark (issue 34): Mantine's dimmed (dark 2) is 4.0:1 on its dark body and its error red (red 8)
 * 3.4:1; these are 6.5:1 and 6.7:1 on the body, and stay above 4.5:1 on the raised dark 6 and 5
 * surfaces. Light-variant texts are Mantine's dark default (shade 0 on a deep tint), 10:1 and more.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
  },
  dark: {
    '--mantine-color-dimmed': '#a8a8a8',
    '--mantine-color-error': '#ff8787',
    // Links on the dark page: the brand green's light shade (6.8:1), not Mantine's blue.
    '--mantine-color-anchor': 'var(--mantine-color-field-3)',
  },
});

// Mantine styles of the components the sites page and the site detail shell use beyond the
// shell's set (styles.ts); imported by these lazily loaded screens only.
import '../../ui/extraStyles';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';

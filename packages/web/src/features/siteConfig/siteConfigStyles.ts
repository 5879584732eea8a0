// Mantine styles the Configuration tab uses beyond the site detail's set (sites/sitesStyles.ts):
// the sensors-to-include multi-select.
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';

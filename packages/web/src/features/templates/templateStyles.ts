// Mantine styles the Template tab uses beyond the site detail's set (sites/sitesStyles.ts).
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';

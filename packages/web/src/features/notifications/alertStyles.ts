// Mantine styles the Alerts card needs beyond the account screens' set (ui/extraStyles.ts):
// its checkboxes and the farms' multi-select. Imported by the card only.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';

// Mantine styles of the components the farms screens use beyond the shell's set (styles.ts);
// imported by these lazily loaded screens only. Opened straight from a link, a farms screen has
// only these and the shell's (no ui/extraStyles.ts), so the parts other components draw are here
// too: InlineInput for the checkboxes, FloatingIndicator for SegmentedControl's highlight.
// ui/mantineStyles.test.ts checks that every component a screen draws has its styles here.
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Flex.css';

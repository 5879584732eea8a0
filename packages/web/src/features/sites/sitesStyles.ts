// Mantine styles of the components the sites page and the site detail screens use beyond the
// shell's set (styles.ts); imported by these lazily loaded screens only. Opened straight from a link
// (not through the farms screens, whose set has some of these too), a screen has only these: the
// graph's measurement chips drew their check icons full size without Chip's styles.
import '../../ui/extraStyles';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/NumberInput.css';

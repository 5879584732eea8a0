// Mantine styles of the components the account, sign-up, contact and help screens use, beyond
// the shell's set in styles.ts. Imported by those (lazily loaded) screens only.
// The sign-up screens use some of the shell's set too (avatars, empty states, modals' base).
import './appStyles';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Switch.css';
// SegmentedControl draws its selected-item highlight with a FloatingIndicator.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Code.css';

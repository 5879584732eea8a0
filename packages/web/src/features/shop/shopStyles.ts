// Mantine styles of the shop's screens beyond the account screens' set (ui/extraStyles.ts): the
// site checkboxes of the checkout and the saved cards' radio-like list. Imported by the shop only.
import '../../ui/extraStyles';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Image.css';

// Mantine styles of the components the Subscription page's tabs use beyond the account screens'
// set (ui/extraStyles.ts): its tabs, the plan checkboxes and the pages. Imported by the page only.
import '../../ui/extraStyles';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Pagination.css';

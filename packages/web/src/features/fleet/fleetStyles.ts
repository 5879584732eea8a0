// Mantine styles the fleet screen uses beyond the shell's set (ui/appStyles.ts): its table,
// filters, side panel and pages. ui/mantineStyles.test.ts checks that every component drawn has its styles.
import '../../ui/extraStyles';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';

// Mantine styles the planner uses beyond the shell's set (ui/appStyles.ts): its table, filters,
// dialog and pump-capacity bars. ui/mantineStyles.test.ts checks that every component drawn has its styles.
import '../../ui/extraStyles';
import '@mantine/core/styles/Progress.css';

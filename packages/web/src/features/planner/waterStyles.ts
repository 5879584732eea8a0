// Mantine styles the Water tab uses beyond the shell's set (ui/appStyles.ts): its table, skeletons,
// tooltips and the list of sites left out. ui/mantineStyles.test.ts checks every component drawn has its styles.
import '../../ui/extraStyles';
import '@mantine/core/styles/List.css';
// The printed report: the app's frame, the navbar and the controls stay off the paper.
import './waterPrint.css';

// All of Mantine's CSS (baseline, variables and every component): loaded with the signed-in shell
// (features/shell/DashboardLayout.tsx, its only importer, so the sheet leads the shell's own CSS),
// never with the sign-in page, whose transfer budget (issue 16) keeps the small set of ../styles.ts.
// This sheet repeats that set with the same rules and loads after it; the shell's and each
// screen's CSS modules load after this, so the app's own styles come last. The public screens
// that draw more than signing in load the same sheet through ./publicAppStyles.css.
import '@mantine/core/styles.css';

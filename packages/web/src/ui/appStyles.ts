// All of Mantine's CSS (baseline, variables and every component): loaded with the signed-in shell
// (features/shell/DashboardLayout.tsx) and the public screens that draw more than signing in
// (sign-up, two-step setup), never with the sign-in page, whose transfer budget (issue 16) keeps
// the small set of ../styles.ts. This sheet repeats that set with the same rules and loads after
// it; each screen's CSS modules load after this, so the app's own styles come last.
import '@mantine/core/styles.css';

// All of Mantine's CSS for the public screens that draw more than signing in (sign-up, the two-step
// setup's parts). The same sheet as ./appStyles.ts under another module id (the query), so the
// signed-in shell stays its only importer: a stylesheet shared by several chunks becomes a CSS-only
// chunk, which Vite loads after its importer's own CSS, and the shell's CSS modules must come after
// Mantine's. Here, as before, the sheet loads after the screen's own CSS.
import '@mantine/core/styles.css?public';

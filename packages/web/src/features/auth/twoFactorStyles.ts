// Mantine styles of setting up two-step sign-in (the QR code, the secret, the recovery codes) beyond the
// sign-in page's small set: loaded with TwoFactorParts only, so the sign-in page's budget is untouched.
// ui/mantineStyles.test.ts checks that every component drawn has its styles.
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Skeleton.css';

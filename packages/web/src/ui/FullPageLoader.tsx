import { Center, Loader } from '@mantine/core';

/** The one spinner shown while the app waits for the account or a lazily loaded screen. */
export function FullPageLoader({ minHeight = '100dvh' }: { minHeight?: string }) {
  return (
    <Center mih={minHeight} role="status" aria-label="Loading" aria-live="polite">
      <Loader size="lg" aria-hidden />
    </Center>
  );
}

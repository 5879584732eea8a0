import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n/useT';
import { uiStartMessages } from './startMessages';

/** The one spinner shown while the app waits for the account or a lazily loaded screen. */
export function FullPageLoader({ minHeight = '100dvh' }: { minHeight?: string }) {
  const t = useT(uiStartMessages);
  return (
    <Center mih={minHeight} role="status" aria-label={t('loading')} aria-live="polite">
      <Loader size="lg" aria-hidden />
    </Center>
  );
}

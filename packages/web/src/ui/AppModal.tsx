import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../i18n/useT';
import { uiMessages } from './messages';

/** The app's dialogs: centred (full screen on phones), with a heading-weight title that names the dialog. */
export function AppModal(props: ModalProps) {
  const t = useT(uiMessages);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      centered
      radius="lg"
      padding="lg"
      fullScreen={phone}
      // The close button is an icon: it needs a name (WCAG 4.1.2). Dialogs may name it otherwise.
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
      {...props}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' }, header: { paddingBottom: 4 } }}
    />
  );
}

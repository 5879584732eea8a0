import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../ui/AppModal';
import { useT } from '../../../i18n/useT';
import { panelsEnglish, panelsMessages } from './panelsMessages';

/** The same words the site cards use for a feature outside the site's plan (spec 001 §2.4, §6). */
export const CONTACT_DEALER_TEXT = panelsEnglish.contactDealer;

export interface UpgradeSubscriptionModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 001 §2.8, §6: shown when a feature needs a higher plan (e.g. the GDD tab on Silver). */
export function UpgradeSubscriptionModal({ opened, onClose }: UpgradeSubscriptionModalProps) {
  const t = useT(panelsMessages);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('upgradeTitle')} size="sm" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="xs">
        <Text>{t('notInPlan')}</Text>
        <Text>{t('contactDealer')}</Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('ok')}
        </Button>
      </Group>
    </AppModal>
  );
}

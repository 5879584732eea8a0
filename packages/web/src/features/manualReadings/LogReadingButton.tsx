import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Preference } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { useAccount } from '../auth/useAccount';
import { ManualReadingDialog, type ReadingSite } from './ManualReadingDialog';
import { manualReadingsMessages } from './messages';

/** "Log a reading" and its dialog, for the manual readings section's addButton slot. */
export function LogReadingButton({
  site,
  unit,
  size = 'xs',
  variant = 'light',
}: { site: ReadingSite; unit?: Preference['unit'] } & Pick<ButtonProps, 'size' | 'variant'>) {
  const t = useT(manualReadingsMessages);
  const [open, setOpen] = useState(false);
  const account = useAccount();
  const lengthUnit = unit ?? (account.status === 'ready' ? account.preference.unit : 'feetInches');
  return (
    <>
      <Button size={size} variant={variant} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {t('logReading')}
      </Button>
      <ManualReadingDialog site={site} unit={lengthUnit} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

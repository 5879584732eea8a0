import { Button, type ButtonProps } from '@mantine/core';
import { IconDropletPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { LogIrrigationDialog, type IrrigatedSite } from './LogIrrigationDialog';
import { logMessages } from './logMessages';

/** "Log irrigation" and its dialog, for a screen that shows one site (the graph's Applied Irrigation table). */
export function LogIrrigationButton({
  site,
  size = 'xs',
  variant = 'light',
}: { site: IrrigatedSite } & Pick<ButtonProps, 'size' | 'variant'>) {
  const t = useT(logMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} leftSection={<IconDropletPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {t('logIrrigation')}
      </Button>
      <LogIrrigationDialog site={open ? site : null} onClose={() => setOpen(false)} />
    </>
  );
}

import { Button, type ButtonProps } from '@mantine/core';
import { IconDropletPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LogIrrigationDialog, type IrrigatedSite } from './LogIrrigationDialog';

/** "Log irrigation" and its dialog, for a screen that shows one site (the graph's Applied Irrigation table). */
export function LogIrrigationButton({
  site,
  size = 'xs',
  variant = 'light',
}: { site: IrrigatedSite } & Pick<ButtonProps, 'size' | 'variant'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} leftSection={<IconDropletPlus size={16} aria-hidden />} onClick={() => setOpen(true)}>
        Log irrigation
      </Button>
      <LogIrrigationDialog site={open ? site : null} onClose={() => setOpen(false)} />
    </>
  );
}

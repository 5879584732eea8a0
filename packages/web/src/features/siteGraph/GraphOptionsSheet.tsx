import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { siteGraphMessages } from './messages';

/**
 * On a phone, the graph's controls (period, data type, display options, overlays, toolbar, the
 * Custom/Combined picker) in a sheet from the bottom of the screen, so the chart is on the first
 * screen. The sheet keeps to two thirds of the screen: the chart's top stays in sight above it.
 */
export function GraphOptionsSheet({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const t = useT(siteGraphMessages);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={t('graphOptions')}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('closeGraphOptions') }}
      styles={{ content: { maxHeight: '70dvh' }, body: { paddingBottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))' } }}
      data-testid="graph-options-sheet"
    >
      <Stack gap="md">{children}</Stack>
    </Drawer>
  );
}

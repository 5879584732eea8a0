import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * On a phone, the graph's controls (period, data type, display options, overlays, toolbar, the
 * Custom/Combined picker) in a sheet from the bottom of the screen, so the chart is on the first
 * screen. The sheet keeps to two thirds of the screen: the chart's top stays in sight above it.
 */
export function GraphOptionsSheet({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title="Graph options"
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close graph options' }}
      styles={{ content: { maxHeight: '70dvh' }, body: { paddingBottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))' } }}
      data-testid="graph-options-sheet"
    >
      <Stack gap="md">{children}</Stack>
    </Drawer>
  );
}

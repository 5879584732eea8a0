import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A finished step: its icon over the message and buttons. */
export function StepDone({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text c="var(--tilth-text-brand)">{icon}</Text>
      {children}
    </Stack>
  );
}

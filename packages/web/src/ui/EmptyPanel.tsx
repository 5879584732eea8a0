import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** Like EmptyCard, with a way forward (a button or link) below the text. */
export function EmptyPanel({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" py={48} px="md">
      <EmptyState icon={icon} title={title} description={description} variant="light">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}

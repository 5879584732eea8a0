import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm, bordered "nothing here" card used wherever a list has no entries. */
export function EmptyCard({ icon, title, description }: { icon: ReactNode; title: string; description?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" py={48} px="md">
      <EmptyState icon={icon} title={title} description={description} variant="light" />
    </Paper>
  );
}

import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** The read-only label/value rows of an About page block. */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {rows.map((row) => (
        <div key={row.label}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {row.label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
            {row.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

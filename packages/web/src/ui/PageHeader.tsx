import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@tilth/domain/version';
import type { ReactNode } from 'react';

/** A screen's heading; it also names the browser tab so history and tabs stay readable. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    // On a phone the heading is a size smaller and the actions sit beside it when they fit.
    <Group justify="space-between" align="flex-end" mb={{ base: 'sm', sm: 'lg' }} gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2" fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}

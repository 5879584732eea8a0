import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card for one part of a screen: a heading (h2), an optional note and actions. */
export function SectionCard({
  title,
  description,
  actions,
  children,
  labelId,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  labelId?: string;
}) {
  const headingId = labelId ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 180px' }}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A numbered step of the checkout, a section named by its title. */
export function CheckoutStep({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

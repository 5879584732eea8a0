import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The grid of a card whose fields save one at a time when they lose focus (spec 000 §4). It is a
 * form so that browsers offer autofill, but there is nothing to submit: Enter must not post the page.
 */
export function SaveOnBlurForm({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </form>
  );
}

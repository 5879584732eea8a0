import { Box, Paper, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';

/** Inside a DeferredSection: the section draws the frame and the heading; the table only its body. */
const SectionChrome = createContext<{ headingId: string } | null>(null);

/** The heading id a table inside a DeferredSection is labelled by, or null when it draws its own frame. */
export const useSectionChrome = () => useContext(SectionChrome);

/**
 * A table under the chart on a phone (issue 37): a heading that opens it; what it shows is mounted,
 * and so fetched, only once opened, so the chart's first screen doesn't wait for four tables. Any
 * section under the chart can go in one (the tables, manual readings).
 */
export function DeferredSection({ title, testId, children }: { title: string; testId?: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  return (
    <Paper component="section" withBorder radius="lg" aria-labelledby={headingId} data-testid={testId}>
      <Title order={3} size="h5" id={headingId} m={0}>
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          w="100%"
          mih={48}
          px="md"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontWeight: 700 }}
        >
          {title}
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </UnstyledButton>
      </Title>
      {open && (
        <Box id={bodyId} px="md" pb="md">
          <SectionChrome.Provider value={{ headingId }}>{children()}</SectionChrome.Provider>
        </Box>
      )}
    </Paper>
  );
}

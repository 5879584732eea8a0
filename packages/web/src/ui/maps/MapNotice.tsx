import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './Maps.module.css';

/** A quiet note laid over a map, e.g. that its tiles could not be loaded while its pins still show. */
export function MapNotice({ children }: { children: ReactNode }) {
  return (
    <Alert className={classes.notice} color="gray" variant="white" icon={<IconInfoCircle aria-hidden />} p="xs">
      {children}
    </Alert>
  );
}

import { Box, Paper, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@tilth/domain/version';
import type { ReactNode } from 'react';
import classes from '../../ui/AuthScreen.module.css';
import { Logo } from '../../ui/Logo';
import { VersionLabel } from '../../ui/VersionLabel';

/** The sign-up screens' frame: the sign-in backdrop with a card wide enough for the setup steps. */
export function SignUpFrame({ title, width = 420, children }: { title: string; width?: number; children: ReactNode }) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <Box component="main" className={classes.backdrop} style={{ display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
      <Stack w="100%" maw={width} gap="lg" align="stretch" py="lg">
        <Box mx="auto">
          <Logo size={40} />
        </Box>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          {children}
        </Paper>
        <VersionLabel ta="center" />
      </Stack>
    </Box>
  );
}

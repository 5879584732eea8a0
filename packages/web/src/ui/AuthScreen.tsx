import { Box, Center, Paper, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@tilth/domain/version';
import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { VersionLabel } from './VersionLabel';
import classes from './AuthScreen.module.css';

/** Frame of the public screens (sign-in, sign-up): the brand, one card, the version label; sign-up's setup steps ask for a wider card. */
export function AuthScreen({ title, width = 420, children }: { title: string; width?: number; children: ReactNode }) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <Center component="main" className={classes.backdrop}>
      <Stack w="100%" maw={width} gap="lg" align="stretch" py="lg">
        <Box mx="auto">
          <Logo size={40} />
        </Box>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          {children}
        </Paper>
        <VersionLabel ta="center" />
      </Stack>
    </Center>
  );
}

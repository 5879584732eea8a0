import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { SessionProvider } from './features/auth/SessionProvider';
import { cssVariablesResolver, theme } from './theme';
import { FullPageLoader } from './ui/FullPageLoader';

/** Everything a screen needs around it; the router (browser or memory) goes inside. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

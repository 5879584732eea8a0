import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { SessionProvider } from './features/auth/SessionProvider';
import { cssVariablesResolver, theme } from './theme';
import { colorSchemeManager, markColorScheme } from './ui/colorScheme';
import { FullPageLoader } from './ui/FullPageLoader';

markColorScheme();

/** Everything a screen needs around it; the router (browser or memory) goes inside. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

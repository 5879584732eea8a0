import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionProvider } from '../features/auth/SessionProvider';
import { theme } from '../theme';

/** Renders routes in memory with the app's providers; transitions off for stable tests. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Suspense fallback={<p>Loading</p>}>
            <RouterProvider router={router} />
          </Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

export function renderWithRouter(ui: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element: ui }], initialPath);
}

/** A JSON answer in the API's response wrapper. */
export function envelope(status: number, data: unknown, message = 'OK', error: string | null = null): Response {
  return new Response(JSON.stringify({ success: status < 400, status, message, error, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import '../../ui/startMessages';
import './messages';
import NotFoundPage from './NotFoundPage';
import { RouteError } from './RouteError';

beforeAll(() => setLanguage('es'));
afterAll(() => setLanguage('en'));

const show = (element: ReactElement) =>
  render(
    <MantineProvider>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </MantineProvider>,
  );

describe('the error screens in Spanish', () => {
  afterEach(cleanup);

  it('words the not-found page', async () => {
    show(<NotFoundPage />);
    expect((await screen.findByRole('heading')).textContent).toBe('No encontrada');
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toBeTruthy();
    expect(document.title).toBe('No encontrada · Tilth');
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it('words the route error screen', async () => {
    show(<RouteError />);
    expect((await screen.findByRole('heading')).textContent).toBe('Algo salió mal');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
    expect(screen.queryByText('Reload')).toBeNull();
  });
});

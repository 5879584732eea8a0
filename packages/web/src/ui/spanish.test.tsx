import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../api/errors';
import { setLanguage } from '../i18n/catalog';
import { fieldNotUpdated, fieldUpdated, loadFailed } from './apiMessages';
import { dateText } from './dateText';
import { FullPageLoader } from './FullPageLoader';
import { MessageDialog } from './MessageDialog';
import './messages';
import { calendarDate, relativeTime } from './relativeTime';
import { StaleNotice } from './StaleNotice';
import './startMessages';

beforeAll(() => setLanguage('es'));
afterAll(() => setLanguage('en'));

describe('the shared ui in Spanish', () => {
  afterEach(cleanup);

  it('words the message dialog, the loader and the stale notice', async () => {
    render(
      <MantineProvider>
        <MessageDialog opened title="Listo" message="Guardado." onClose={() => {}} />
        <FullPageLoader />
        <StaleNotice lastReadingAt={new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString()} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.queryByText('Ok')).toBeNull();
    expect(screen.getByLabelText('Cargando')).toBeTruthy();
    expect(screen.getByTestId('stale-notice').textContent).toBe('Sin datos desde hace 3 días');
  });

  it("words the save messages and the client's own sentences", () => {
    expect(fieldUpdated('Teléfono')).toBe("'Teléfono' actualizado");
    expect(fieldNotUpdated(networkError(), 'Teléfono')).toBe(
      "No se pudo actualizar 'Teléfono'. Tilth no puede comunicarse con el servidor. Revisa tu conexión e inténtalo de nuevo — lo que escribiste sigue aquí.",
    );
    expect(fieldNotUpdated(new ApiError('Demasiado largo', { status: 400 }), 'Teléfono')).toBe(
      "Demasiado largo: no se pudo actualizar 'Teléfono'",
    );
    expect(loadFailed('No se pudieron cargar las cuentas', networkError())).toBe(
      'No se pudieron cargar las cuentas: Es posible que estés sin conexión',
    );
  });

  it('writes dates and relative times the Spanish way', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(relativeTime('2026-11-22T11:55:00Z', now)).toBe('hace 5 minutos');
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('ayer');
    expect(calendarDate('2026-05-01')).toBe('1 may 2026');
    expect(dateText(new Date(2026, 10, 24, 8, 5))).toBe('24 nov 2026');
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { renderWithRouter } from '../../test/render';
import './messages';
import { offlineSentence } from './offlineSentence';
import { OutboxItemList } from './outbox/OutboxItemRow';
import './outbox/outboxMessages';
import { keptSentence } from './outbox/outboxPolicy';
import { waitingCountText } from './outbox/outboxText';
import type { OutboxItem } from './outbox/outboxTypes';
import { newItem } from './outbox/queueWrite';

beforeAll(() => setLanguage('es'));
afterAll(() => setLanguage('en'));

describe('offline words in Spanish', () => {
  afterEach(cleanup);

  it('says how old the data on screen is', () => {
    const now = Date.UTC(2026, 10, 27, 21, 0);
    expect(offlineSentence(null, now)).toBe('Sin conexión — se muestra lo guardado en este dispositivo');
    expect(offlineSentence(Date.UTC(2026, 10, 27, 16, 42), now, 'en-US', 'America/Chicago')).toMatch(/^Sin conexión — datos de hoy, 10:42/);
    expect(offlineSentence(Date.UTC(2026, 10, 3, 18, 0), now, 'en-US', 'America/Chicago')).toBe('Sin conexión — datos del 3 nov');
  });

  it('words the kept sentences and the queue', () => {
    expect(keptSentence('note', 'offline')).toBe(
      'Tilth no puede comunicarse con el servidor. Tu nota se guardó y se enviará cuando vuelvas a estar en línea.',
    );
    expect(waitingCountText(1)).toBe('1 cambio esperando para enviar');
    expect(waitingCountText(3)).toBe('3 cambios esperando para enviar');
  });

  it('words a write that could not be sent, and asks before discarding it', async () => {
    const item: OutboxItem = {
      ...newItem({ kind: 'note', siteId: 'Site000001', payload: { timestamp: '2026-11-27T14:00:00.000Z', note: 'Granizo' } }, 'u1'),
      state: 'refused',
      problem: 'Sitio no encontrado.',
    } as OutboxItem;
    renderWithRouter(<OutboxItemList items={[item]} unit="meters" onRetry={() => {}} onDiscard={() => {}} label="Cambios" />);
    expect(await screen.findByText('Nota: Granizo')).toBeTruthy();
    expect(screen.getByText('No se pudo enviar')).toBeTruthy();
    expect(screen.getByTestId('outbox-problem').textContent).toBe('No se pudo enviar: Sitio no encontrado.');
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.getByText('¿Descartar esta nota? No se enviará.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sí, descartar esta nota' })).toBeTruthy();
    expect(screen.queryByText(/Discard|Retry|Couldn't/)).toBeNull();
  });
});

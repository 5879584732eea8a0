import { cleanup, screen } from '@testing-library/react';
import { defaultAlertPreferences } from '@tilth/domain/notifications/preferences';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { envelope, renderWithRouter } from '../../test/render';
import { AlertPreferencesCard } from './AlertPreferencesCard';
import { notificationsMessages } from './messages';
import { NotificationSections } from './NotificationSections';

void notificationsMessages;
beforeAll(async () => {
  await setLanguage('es');
  await startDomainText();
});
afterAll(() => setLanguage('en'));

describe('notifications in Spanish', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the bell’s sections in Spanish', () => {
    renderWithRouter(<NotificationSections items={[]} farmId={null} showFarm />);
    expect(screen.getByRole('region', { name: 'Notificaciones nuevas' })).toBeTruthy();
    expect(screen.getByText('No tienes notificaciones nuevas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeTruthy();
    expect(screen.getByText('No hay notificaciones leídas.')).toBeTruthy();
    expect(screen.queryByText(/Notifications/)).toBeNull();
  });

  it('draws the alert preferences in Spanish, the alert kinds included', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        envelope(200, { preferences: defaultAlertPreferences(), farms: [{ objectId: 'F1', name: 'North', timeZone: 'UTC' }] }),
      ),
    );
    renderWithRouter(<AlertPreferencesCard flash={{ show: vi.fn(), banner: null }} />);
    expect(await screen.findByRole('checkbox', { name: 'Por debajo del punto de recarga: correo electrónico' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tipos de alerta' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /^Horas de silencio/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar alertas' })).toBeTruthy();
    expect(screen.queryByText(/Quiet hours|Daily digest|All my farms/)).toBeNull();
  });
});

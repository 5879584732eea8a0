import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Profile, SiteSubscription } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { envelope, renderWithRouter } from '../../test/render';
import './messages';
import { pendingLabel } from './planLabels';
import SiteSubscriptionCard from './SiteSubscriptionCard';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({
    profile: { objectId: 'User000004', parent: { isDirectChildOfProvider: true } } as Profile,
    preference: {},
  }),
}));

const card: SiteSubscription = {
  objectId: 'S1',
  siteId: '10001',
  plan: 'Silver',
  pending: { plan: 'None', effectiveDay: '2026-11-25' },
  showCard: true,
  canUpdate: true,
  subscriptionDetails: null,
  canCancel: true,
};

describe('the site’s subscription card in Spanish', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => setLanguage('es'));
  afterAll(() => setLanguage('en'));
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the plan, the pending change and the cancel question in Spanish', async () => {
    fetchMock.mockResolvedValue(envelope(200, card));
    renderWithRouter(<SiteSubscriptionCard siteObjId="S1" />);
    expect(await screen.findByRole('heading', { name: 'Suscripción' })).toBeTruthy();
    expect(await screen.findByText('Plan actual')).toBeTruthy();
    expect(screen.getByTestId('pending-plan').textContent).toMatch(/^Sin suscripción desde el 25/);
    expect(screen.getByRole('link', { name: 'Actualizar suscripción' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Cancelar la suscripción?' });
    expect(confirm.textContent).toContain('El sitio 10001 sale de tu suscripción');
    expect(within(confirm).getByRole('button', { name: 'Mantener suscripción' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Subscription|Current plan|Not subscribed/);
  });

  it('says a pending plan change in Spanish', () => {
    expect(pendingLabel({ plan: 'Gold', effectiveDay: '2026-11-25' }, new Date(2026, 10, 24, 15, 0))).toBe('→ Gold mañana');
    expect(pendingLabel({ plan: 'None', effectiveDay: '2026-11-25' }, new Date(2026, 10, 24, 15, 0))).toBe('→ Ninguno mañana');
  });
});

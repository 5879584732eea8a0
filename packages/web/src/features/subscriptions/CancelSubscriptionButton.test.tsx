import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SHOP_TEXT, type Profile, type SiteSubscription } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import SiteSubscriptionCard from './SiteSubscriptionCard';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({
    profile: { objectId: 'User000004', parent: { isDirectChildOfProvider: true } } as Profile,
    preference: {},
  }),
}));

const paid: SiteSubscription = {
  objectId: 'S1',
  siteId: '10001',
  plan: 'Gold',
  pending: null,
  showCard: true,
  canUpdate: true,
  subscriptionDetails: {
    subscription: {
      id: 'sub_1',
      created: 1_795_000_000,
      items: [{ id: 'si_1', quantity: 2 }],
      plan: { id: 'plan_gold_yearly', name: 'Gold', interval: 'year', interval_count: 1 },
    },
  },
  canCancel: true,
};

describe('Cancel Subscription on the site’s subscription card', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function confirmCancel() {
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Subscription?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
  }

  it('cancels after a confirm, says Subscription Cancelled. and reads the card again', async () => {
    let cancelled = false;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'DELETE') {
        cancelled = true;
        return envelope(200, {
          title: 'Success',
          message: SHOP_TEXT.subscriptionCancelled,
          pending: { siteId: 'S1', oldPlan: 'Gold', newPlan: 'None', effectiveDay: '2026-11-25' },
        });
      }
      return envelope(
        200,
        cancelled ? { ...paid, subscriptionDetails: null, canCancel: false, pending: { plan: 'None', effectiveDay: '2026-11-25' } } : paid,
      );
    });
    renderWithRouter(<SiteSubscriptionCard siteObjId="S1" />);
    expect((await screen.findByTestId('paid-plan')).textContent).toMatch(/^Paid through the shop: Gold since /);
    await confirmCancel();
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success.textContent).toContain('Subscription Cancelled.');
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')![0]).toBe('/site/S1/subscription');
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('pending-plan')).textContent).toBe('Not subscribed from Nov 25');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull());
  });

  it('shows a refusal in a Bad Request dialog', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'DELETE' ? envelope(400, null, SHOP_TEXT.noPaymentInfo, 'Bad Request') : envelope(200, paid),
    );
    renderWithRouter(<SiteSubscriptionCard siteObjId="S1" />);
    await confirmCancel();
    const dialog = await screen.findByRole('dialog', { name: 'Bad Request' });
    expect(dialog.textContent).toContain('Payment info was not added by this user for this site');
  });
});

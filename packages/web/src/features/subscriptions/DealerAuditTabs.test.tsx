import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DealerSummary, PlanAuditPage, Profile, SiteSubscription } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import AuditTab from './AuditTab';
import DealerSummaryTab from './DealerSummaryTab';
import SiteSubscriptionCard from './SiteSubscriptionCard';

const account = vi.hoisted(() => ({ directChild: true }));
vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({
    profile: {
      objectId: 'User000001',
      parent: { parentType: 'tilth_admin', parentName: 'Tilth', isDirectChildOfProvider: account.directChild },
    } as Profile,
    preference: {},
  }),
}));

const dealers: DealerSummary[] = [
  { dealerId: 'D2', dealerName: 'Valley Water Partners', noneCount: 0, silverCount: 1, goldCount: 0 },
  { dealerId: 'D1', dealerName: 'heartland Irrigation', noneCount: 2, silverCount: 1, goldCount: 2 },
];
const auditPage: PlanAuditPage = {
  records: [
    {
      id: 'A1',
      siteId: '10004',
      siteObjectId: 'S4',
      oldPlan: 'Gold',
      currentPlan: 'None',
      modifiedBy: 'Avery Stone',
      modifiedById: 'U1',
      modifiedAt: '2026-11-24T15:05:00.000Z',
    },
  ],
  total: 1,
  skip: 0,
  limit: 50,
  nextSkip: null,
};

describe('Dealer Summary, Audit and the site subscription card', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const paths = () => fetchMock.mock.calls.map(([url]) => String(url));

  beforeEach(() => {
    account.directChild = true;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists one line per dealer sorted ignoring case, and searches names after a pause', async () => {
    fetchMock.mockImplementation(async () => envelope(200, dealers));
    renderWithRouter(<DealerSummaryTab />);
    await waitFor(() => expect(screen.getAllByTestId('dealer-line')).toHaveLength(2));
    expect(screen.getAllByTestId('dealer-line').map((li) => li.textContent)).toEqual([
      'heartland Irrigation - 2 not subscribed, 1 silver, 2 gold',
      'Valley Water Partners - 0 not subscribed, 1 silver, 0 gold',
    ]);
    fireEvent.change(screen.getByPlaceholderText('Search For Dealer Names'), { target: { value: 'VALLEY ' } });
    await waitFor(() => expect(screen.getAllByTestId('dealer-line')).toHaveLength(1));
    fireEvent.change(screen.getByPlaceholderText('Search For Dealer Names'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No dealers found')).toBeTruthy();
    expect(paths()).toEqual(['/user/User000001/dealer-summary']);
  });

  it('says so when the dealers cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => envelope(403, null, 'Cannot access this page', 'Forbidden'));
    renderWithRouter(<DealerSummaryTab />);
    expect((await screen.findByRole('alert')).textContent).toContain('The dealer summary could not be loaded');
  });

  it('shows the audit with its five columns and the time on the viewer’s clock', async () => {
    fetchMock.mockImplementation(async () => envelope(200, auditPage));
    renderWithRouter(<AuditTab />);
    const table = await screen.findByRole('table', { name: 'Plan changes' });
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Site ID',
      'Old Plan',
      'New Plan',
      'Modified By',
      'Modified Time',
    ]);
    expect(table.textContent).toMatch(/Nov \d\d,2026-\d\d:05(AM|PM)/);
    fireEvent.change(screen.getByPlaceholderText('Search by Site ID'), { target: { value: ' 004 ' } });
    await waitFor(() => expect(paths().at(-1)).toBe('/subscriptions/plan-audit?siteId=004&skip=0&limit=50'));
  });

  it('shows the empty audit', async () => {
    fetchMock.mockImplementation(async () => envelope(200, { ...auditPage, records: [], total: 0 }));
    renderWithRouter(<AuditTab />);
    expect(await screen.findByText('No plan changes yet.')).toBeTruthy();
  });

  const card = (overrides: Partial<SiteSubscription>): SiteSubscription => ({
    objectId: 'S1',
    siteId: '10001',
    plan: 'Silver',
    pending: { plan: 'Gold', effectiveDay: '2026-11-25' },
    showCard: true,
    canUpdate: true,
    subscriptionDetails: null,
    canCancel: false,
    ...overrides,
  });

  it('shows the plan, its pending change and Update Subscription to the shop', async () => {
    fetchMock.mockImplementation(async () => envelope(200, card({})));
    renderWithRouter(<SiteSubscriptionCard siteObjId="S1" />);
    expect((await screen.findByTestId('current-plan')).textContent).toBe('Silver');
    expect(screen.getByTestId('pending-plan').textContent).toBe('Gold from Nov 25');
    expect(screen.getByRole('link', { name: 'Update Subscription' }).getAttribute('href')).toBe('/dashboard/shop');
  });

  it('leaves out the button when not allowed, and the card when the API says it does not show', async () => {
    fetchMock.mockImplementation(async () => envelope(200, card({ canUpdate: false, pending: null })));
    const first = renderWithRouter(<SiteSubscriptionCard siteObjId="S1" />);
    expect((await screen.findByTestId('current-plan')).textContent).toBe('Silver');
    expect(screen.queryByRole('link', { name: 'Update Subscription' })).toBeNull();
    expect(screen.queryByTestId('pending-plan')).toBeNull();
    first.unmount();

    fetchMock.mockImplementation(async () => envelope(200, card({ showCard: false, canUpdate: false })));
    renderWithRouter(<SiteSubscriptionCard siteObjId="S1" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Subscription' })).toBeNull());
  });

  it('renders nothing, and asks nothing, for users not directly under the provider', () => {
    account.directChild = false;
    const { container } = renderWithRouter(<SiteSubscriptionCard siteObjId="S1" />);
    // Mantine's style tags aside, nothing is rendered.
    expect(container.querySelectorAll(':not(style)')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

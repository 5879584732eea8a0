import { DEFAULT_PREFERENCE, type Profile } from '@tilth/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { envelope, renderRoutes } from './test/render';

const profile: Profile = {
  objectId: 'User000001',
  name: 'Dana Whitfield',
  email: 'dealer.admin@demo.tilth.farm',
  address: null,
  phone: null,
  username: 'dealer.admin',
  profileImage: null,
  role: { name: 'dealer_admin' },
  organisation: null,
  farm: null,
  stripeCustomerDetails: null,
  permissions: ['farm:create'],
  parent: { parentType: 'distributor', parentName: 'North', isDirectChildOfProvider: false },
};

/** A fake API: answers by method and path, 404 for anything else. */
function serve(answers: Record<string, () => Response>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = answers[key];
    return answer ? answer() : envelope(404, null, `No fake for ${key}`, 'Not Found');
  });
}

const signedInApi = (overrides: Partial<Profile> = {}, selectedFarm: string | null = null) =>
  serve({
    'GET /user/User000001': () => envelope(200, { ...profile, ...overrides }),
    'GET /user/details': () => envelope(200, { preference: { ...DEFAULT_PREFERENCE, selectedFarm } }),
    'POST /user/logout': () => envelope(200, null),
    'GET /farm/user/User000001?imageRequired=true&sort=DESC&skip=0&limit=10': () =>
      envelope(200, { farms: [], total: 0, skip: 0, limit: 10, nextSkip: null }),
    'GET /farm/user/User000001?imageRequired=true&sort=DESC&siteStatus=LOW&skip=0&limit=10': () =>
      envelope(200, { farms: [], total: 0, skip: 0, limit: 10, nextSkip: null }),
    'GET /farm/picker': () => envelope(200, []),
    'GET /farm/Farm000001': () => envelope(200, farmDetail('Farm000001')),
    'GET /farm/Farm000009': () => envelope(200, farmDetail('Farm000009')),
  });

const farmDetail = (objectId: string) => ({
  objectId,
  name: 'North Pivot Farm',
  physicalAddress: 'FM 400, Plainview, TX 79072',
  mailingAddress: null,
  image: null,
  location: { latitude: 34.2, longitude: -101.7 },
  timeZone: 'America/Chicago',
  businessId: 'Busi000001',
  businessName: 'Green Acres',
  canEdit: false,
  canInvite: false,
});

function signInLocally() {
  localStorage.setItem('token', 'r:token');
  localStorage.setItem('userId', 'User000001');
}

describe('routes', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor of a protected page to /login and back there after signing in', async () => {
    const api = signedInApi();
    api.mockImplementationOnce(async () =>
      envelope(200, { id: 'User000001', sessionToken: 'r:token', username: 'dealer.admin', role: 'dealer_admin', type: 'login' }),
    );
    vi.stubGlobal('fetch', api);
    const { router } = renderRoutes(routes, '/dashboard/contact');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');

    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'dealer.admin' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'tilthdemo1' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('heading', { name: 'Contact' });
    expect(router.state.location.pathname).toBe('/dashboard/contact');
    expect(localStorage.getItem('token')).toBe('r:token');
    expect(localStorage.getItem('userId')).toBe('User000001');
  });

  it('shows a labelled spinner while the profile loads', async () => {
    signInLocally();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('treats a 401 profile answer as signed out and lets /login render', async () => {
    signInLocally();
    vi.stubGlobal('fetch', serve({ 'GET /user/User000001': () => envelope(401, null, 'Session expired', 'Unauthorized') }));
    const { router } = renderRoutes(routes, '/dashboard/help');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends bare /dashboard to the farms list, or to the farm chosen in preferences', async () => {
    signInLocally();
    vi.stubGlobal('fetch', signedInApi());
    const first = renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Farms' });
    expect(first.router.state.location.pathname).toBe('/dashboard/farms/list-view');
    expect(await screen.findByText('No farms yet')).toBeTruthy();
    cleanup();

    vi.stubGlobal('fetch', signedInApi({}, 'Farm000009'));
    const second = renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'North Pivot Farm' });
    expect(second.router.state.location.pathname).toBe('/farm/Farm000009/sites');
  });

  it('keeps the status filter of /dashboard/farms?filter=… on the way to the list', async () => {
    signInLocally();
    vi.stubGlobal('fetch', signedInApi());
    const { router } = renderRoutes(routes, '/dashboard/farms?filter=needs-attention');
    await screen.findByText('No farms match this filter');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dashboard/farms/list-view?filter=needs-attention');
  });

  it('sends /login to / when already signed in', async () => {
    signInLocally();
    vi.stubGlobal('fetch', signedInApi({ farm: { objectId: 'Farm000001' } }));
    const { router } = renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'North Pivot Farm' });
    expect(router.state.location.pathname).toBe('/farm/Farm000001/sites');
  });

  it('logs out: calls the server, clears storage and goes to /', async () => {
    signInLocally();
    localStorage.setItem('somethingElse', 'x');
    const api = signedInApi();
    vi.stubGlobal('fetch', api);
    const { router } = renderRoutes(routes, '/logout');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(api.mock.calls.some(([path, init]) => path === '/user/logout' && init?.method === 'POST')).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects unknown paths to /not-found', async () => {
    vi.stubGlobal('fetch', serve({}));
    const { router } = renderRoutes(routes, '/no/such/page');
    await screen.findByRole('heading', { name: 'Not Found' });
    expect(router.state.location.pathname).toBe('/not-found');
  });
});

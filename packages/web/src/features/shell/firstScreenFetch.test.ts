import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PREFERENCE, type Preference } from '@tilth/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The calls, as the server would answer them; each records that it was made.
const calls: string[] = [];
let preference: Preference = DEFAULT_PREFERENCE;
vi.mock('../auth/authApi', () => ({
  fetchProfile: async (userId: string) => (calls.push(`profile ${userId}`), { objectId: userId }),
  fetchPreference: async () => (calls.push('preference'), preference),
}));
vi.mock('../farmSettings/farmSettingsApi', () => ({
  farmSettingsKeys: { farm: (farmId: string) => ['sites', 'farm', farmId] },
  fetchFarm: async (farmId: string) => (calls.push(`farm ${farmId}`), { objectId: farmId }),
}));
vi.mock('../siteDetail/siteDetailApi', () => ({
  fetchSiteHeader: async (siteObjId: string) => (calls.push(`header ${siteObjId}`), { objectId: siteObjId }),
}));
// The real key and paging of the list; only its call is the server's stand-in.
vi.mock('../sites/sitesApi', async (importOriginal) => {
  const real = await importOriginal<typeof import('../sites/sitesApi')>();
  return {
    ...real,
    siteListQuery: (params: Parameters<typeof real.siteListQuery>[0]) => ({
      ...real.siteListQuery(params),
      queryFn: async ({ pageParam }: { pageParam: number }) => (
        calls.push(`sites ${params.sort} ${pageParam}`),
        { sites: [], skip: pageParam, limit: 20, total: 0 }
      ),
    }),
  };
});

const { startFirstScreenFetches } = await import('./firstScreenFetch');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen’s calls at start', () => {
  beforeEach(() => {
    calls.length = 0;
    preference = DEFAULT_PREFERENCE;
  });

  it('on a farm’s sites: the account, the farm and its first page of cards in the saved sort, under the page’s own keys', async () => {
    preference = { ...DEFAULT_PREFERENCE, site: { sort: 'PINCLR-RED' } };
    const client = new QueryClient();
    startFirstScreenFetches(client, 'u1', '/farm/f1/sites');
    await settle();
    expect(calls.sort()).toEqual(['farm f1', 'preference', 'profile u1', 'sites PINCLR-RED 0']);
    expect(client.getQueryData(['profile', 'u1'])).toEqual({ objectId: 'u1' });
    expect(client.getQueryData(['sites', 'farm', 'f1'])).toEqual({ objectId: 'f1' });
    const params = { farmIds: ['f1'], tab: 'Active', sort: 'PINCLR-RED', name: '' };
    expect(client.getQueryData(['sites', 'list', params])).toMatchObject({ pageParams: [0] });
  });

  it('leaves the cards to the page when the saved selection holds several farms (it asks for them together)', async () => {
    preference = { ...DEFAULT_PREFERENCE, selectedFarms: ['f1', 'f2'] };
    startFirstScreenFetches(new QueryClient(), 'u1', '/farm/f1/sites/notifications');
    await settle();
    expect(calls.sort()).toEqual(['farm f1', 'preference', 'profile u1']);
  });

  it('on a site’s graph: the account and the site’s header', async () => {
    const client = new QueryClient();
    startFirstScreenFetches(client, 'u1', '/farm/f1/site/10001/s9/0xabc/graph');
    await settle();
    expect(calls.sort()).toEqual(['header s9', 'preference', 'profile u1']);
    expect(client.getQueryData(['sites', 'header', 's9'])).toEqual({ objectId: 's9' });
  });

  it('elsewhere only the account', async () => {
    startFirstScreenFetches(new QueryClient(), 'u1', '/dashboard/planner');
    await settle();
    expect(calls.sort()).toEqual(['preference', 'profile u1']);
  });
});

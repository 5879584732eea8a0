import type { QueryClient } from '@tanstack/react-query';
import type { Preference } from '@tilth/domain';
import { sitePageSite, sitesPageFarm } from '../../api/earlyAnswers';
import { fetchPreference, fetchProfile } from '../auth/authApi';
import { accountKeys } from '../auth/useAccount';
import { farmSettingsKeys, fetchFarm } from '../farmSettings/farmSettingsApi';
import { fetchSiteHeader } from '../siteDetail/siteDetailApi';
import { siteKeys, siteListQuery, type SiteListParams } from '../sites/sitesApi';

/**
 * Starts the first screen's API calls as the app starts (issue 37), while its code is still being
 * read and run — on a phone that is a second or more — instead of one after another as each level
 * renders (the account, then the farm or the site's header, then the list). Each uses the page's
 * own query key and call, so the page finds the answer, or the request in flight, when it mounts.
 * Only a signed-in start runs this (main.tsx loads it then), so the sign-in page carries none of it.
 * The calls that the page's first script asked for already (api/earlyAnswers.ts) take its answers.
 */
export function startFirstScreenFetches(client: QueryClient, userId: string, pathname: string): void {
  const ignore = () => undefined; // The page asks again, and shows the error, when it mounts.
  void client.prefetchQuery({ queryKey: accountKeys.profile(userId), queryFn: ({ signal }) => fetchProfile(userId, signal) }).catch(ignore);
  const preference = client.fetchQuery({ queryKey: accountKeys.preference(userId), queryFn: ({ signal }) => fetchPreference(signal) });
  preference.catch(ignore);

  const farmId = sitesPageFarm(pathname);
  if (farmId) {
    void client.prefetchQuery({ queryKey: farmSettingsKeys.farm(farmId), queryFn: ({ signal }) => fetchFarm(farmId, signal) });
    void preference.then((saved) => prefetchSiteList(client, farmId, saved), ignore);
    return;
  }
  const siteObjId = sitePageSite(pathname);
  if (siteObjId) {
    // Its header only: the chart waits for nothing else the device does not keep. (Not the planner's
    // recommendation: its module brings the write queue's screens, and their styles, into the start.)
    void client.prefetchQuery({ queryKey: siteKeys.header(siteObjId), queryFn: ({ signal }) => fetchSiteHeader(siteObjId, signal) });
  }
}

/**
 * The farm's first page of cards as the sites page asks for it (useSiteList.ts): the Active tab, no
 * search, the saved sort. Not when the saved selection lists several farms with this one: the page
 * then asks for all of them together.
 */
function prefetchSiteList(client: QueryClient, farmId: string, preference: Preference) {
  const multiFarm = preference.selectAllFarms || (preference.selectedFarms.length > 1 && preference.selectedFarms.includes(farmId));
  if (multiFarm) return;
  const params: SiteListParams = { farmIds: [farmId], tab: 'Active', sort: preference.site.sort, name: '' };
  void client.prefetchInfiniteQuery(siteListQuery(params));
}

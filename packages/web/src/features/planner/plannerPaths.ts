import type { MissingInput, PlannerRow } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { plannerMessages } from './messages';

const id = encodeURIComponent;

type SiteRef = Pick<PlannerRow, 'farmId' | 'siteId' | 'siteObjectId' | 'deviceId'>;

/**
 * /farm/{farmid}/site/{siteid}/{siteObjId}/{twigid} (routes.tsx), as sites/sitePaths.ts builds it:
 * written here too because the sites screens import this feature (a site card's line), not the
 * other way round. A site without a probe keeps the path's shape with '-'.
 */
export function plannerSitePath(site: SiteRef): string {
  const device = site.deviceId && site.deviceId !== '0x' ? site.deviceId : '-';
  return `/farm/${id(site.farmId)}/site/${id(site.siteId)}/${id(site.siteObjectId)}/${id(device)}`;
}

export const plannerGraphPath = (site: SiteRef) => `${plannerSitePath(site)}/graph`;

/** Where each missing input is set, and the link's words. */
const PLACES = {
  subscription: { tab: 'config+subs', words: 'linkSubscription' },
  configuration: { tab: 'config+subs', words: 'linkConfiguration' },
  about: { tab: 'about', words: 'linkAbout' },
  probe: { tab: 'graph', words: 'linkProbe' },
} as const satisfies Record<MissingInput['place'], { tab: string; words: string }>;

export function missingInputLink(site: SiteRef, place: MissingInput['place']): { to: string; label: string } {
  const { tab, words } = PLACES[place];
  return { to: `${plannerSitePath(site)}/${tab}`, label: translate(plannerMessages, words) };
}

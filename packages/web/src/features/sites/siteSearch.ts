import type { SiteCardView } from '@tilth/domain';

/** Spec 001 §9: the site search waits 800 ms after typing stops. */
export const SITE_SEARCH_DEBOUNCE_MS = 800;
/** Spec 001 §5, §9: over several farms, terms this short are matched in the browser. */
export const LOCAL_SEARCH_MAX_LENGTH = 3;

/** Trailing whitespace never counts (spec 001 §5). */
export const searchTerm = (text: string) => text.trim();

export type SearchMode = { kind: 'none' } | { kind: 'local'; term: string } | { kind: 'server'; term: string };

/** Several farms and a term of 1–3 characters: local matching; any other term: the server's search. */
export function searchMode(text: string, multiFarm: boolean): SearchMode {
  const term = searchTerm(text);
  if (!term) return { kind: 'none' };
  return multiFarm && term.length <= LOCAL_SEARCH_MAX_LENGTH ? { kind: 'local', term } : { kind: 'server', term };
}

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Local matching: the first characters of the site id or the name, ignoring case and spaces. */
export function matchesPrefix(site: Pick<SiteCardView, 'siteId' | 'name'>, term: string): boolean {
  const wanted = fold(term);
  return fold(site.siteId).startsWith(wanted) || fold(site.name).startsWith(wanted);
}

/** Infinite scroll (spec 001 §9): the next page loads once the list is scrolled to 90 % or more. */
export function scrolledFarEnough(element: { scrollTop: number; clientHeight: number; scrollHeight: number }, threshold = 0.9): boolean {
  if (element.scrollHeight <= 0) return false;
  return (element.scrollTop + element.clientHeight) / element.scrollHeight >= threshold;
}

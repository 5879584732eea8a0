/**
 * The first screen's answers, asked for by the page's first script (src/boot.ts) as the page starts —
 * on a phone ~0.5 s before the app's own code has arrived and run (issue 37). The API client takes an
 * early answer instead of asking again (client.ts requestEnvelope): once, for the same address and
 * token, within EARLY_ANSWER_TTL_MS. Only what every first screen waits for from the server and the
 * device doesn't keep online (keptQueries.ts isRestoredOnline): the profile, the preferences, the
 * farm's settings on its sites page, the site's header on its pages. No imports: this module is
 * part of boot's chunk, which runs before everything else.
 */

/** Long enough for a slow phone to start its app; an older answer is asked for again. */
export const EARLY_ANSWER_TTL_MS = 15_000;

interface EarlyAnswer {
  token: string;
  at: number;
  response: Promise<Response>;
}

const answers = new Map<string, EarlyAnswer>();

/**
 * The headers of every API call (client.ts uses them too, so an early answer is asked for as the app
 * would ask): JSON, or `accept` first; the stored token; the language the server words its messages in.
 */
export function apiHeaders(token: string | null, language: string, accept?: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept ? `${accept}, application/json;q=0.5` : 'application/json' };
  if (token) headers.Authorization = token;
  headers['Accept-Language'] = language;
  return headers;
}

/** GETs `path` now, with the headers the API client sends. */
export function askEarly(path: string, token: string, language: string, now = Date.now()): void {
  const response = fetch(path, { headers: apiHeaders(token, language) });
  // Nobody may take it (the app went elsewhere): a failure here is not an unhandled rejection.
  response.catch(() => undefined);
  answers.set(path, { token, at: now, response });
}

/** The early answer for `path`, once, when asked with the same token in time; else undefined. */
export function takeEarly(path: string, token: string | null, now = Date.now()): Promise<Response> | undefined {
  const early = answers.get(path);
  if (!early) return undefined;
  answers.delete(path);
  if (early.token !== token || now - early.at > EARLY_ANSWER_TTL_MS) return undefined;
  return early.response;
}

/** Every early answer not taken yet is dropped (sign-out, tests). */
export function dropEarlyAnswers(): void {
  answers.clear();
}

// routes.tsx's /farm/:farmid/sites/* and /farm/:farmid/site/:siteid/:siteObjId/:twigid/* (case-insensitive, as there).
const SITES_PAGE = /^\/farm\/([^/]+)\/sites(?:\/|$)/i;
const SITE_PAGE = /^\/farm\/[^/]+\/site\/[^/]+\/([^/]+)\/[^/]+(?:\/|$)/i;

const param = (raw: string | undefined) => {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null; // A malformed address: no early call; the page reports it.
  }
};

/** The farm of a farm's sites page address (`/farm/F1/sites…`), else null. */
export const sitesPageFarm = (pathname: string): string | null => param(SITES_PAGE.exec(pathname)?.[1]);

/** The site (its object id) of a site page address (`/farm/F1/site/10001/S1/0xab/…`), else null. */
export const sitePageSite = (pathname: string): string | null => param(SITE_PAGE.exec(pathname)?.[1]);

/** The addresses the first screen at `pathname` needs from the server (earlyAnswers.test.ts checks them against the contract). */
export function firstScreenPaths(pathname: string, userId: string): string[] {
  const paths = [`/user/${encodeURIComponent(userId)}`, '/user/details'];
  const farm = sitesPageFarm(pathname);
  if (farm) paths.push(`/farm/${encodeURIComponent(farm)}`);
  const site = sitePageSite(pathname);
  if (site) paths.push(`/site/${encodeURIComponent(site)}/header`);
  return paths;
}

/** Asks for the first screen's answers of the stored session. */
export function askFirstScreenEarly(session: { token: string; userId: string }, pathname: string, language: string): void {
  for (const path of firstScreenPaths(pathname, session.userId)) askEarly(path, session.token, language);
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@tilth/server/seed/demoData';
import { e2eGeocoderPort } from './runFiles';

export const GEOCODER_PORT = e2eGeocoderPort();

/** Signs in through the API (for setting up data), answering the token and user id. */
export async function apiSignIn(request: APIRequestContext, login: string): Promise<{ token: string; userId: string }> {
  const answer = await request.post('/user/signin', { data: { email: login, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  const { data } = await answer.json();
  return { token: data.sessionToken, userId: data.id };
}

export async function businessId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const answer = await request.get('/org?type=business', { headers: { authorization: token } });
  const business = ((await answer.json()).data as { objectId: string; name: string }[]).find((b) => b.name === name);
  if (!business) throw new Error(`no business ${name}`);
  return business.objectId;
}

/** Creates farms through POST /farm (the e2e database starts from the demo seed alone). */
export async function createFarms(request: APIRequestContext, token: string, business: string, names: string[]): Promise<void> {
  for (const name of names) {
    const answer = await request.post('/farm', {
      headers: { authorization: token },
      data: {
        name,
        physicalAddress: `${name} Rd, Grand Island, NE 68801`,
        location: { lat: 40.9 + Math.random() / 5, lng: -98.4 - Math.random() / 5 },
        businessId: business,
      },
    });
    if (!answer.ok() && answer.status() !== 409) throw new Error(`POST /farm ${name}: ${answer.status()} ${await answer.text()}`);
  }
}

/** The farms the API lists for the signed-in user with these query parameters (all of them). */
export async function apiFarmNames(
  request: APIRequestContext,
  session: { token: string; userId: string },
  query: string,
): Promise<string[]> {
  const answer = await request.get(`/farm/user/${session.userId}?limit=1000&withSites=false&${query}`, {
    headers: { authorization: session.token },
  });
  return ((await answer.json()).data.farms as { name: string }[]).map((f) => f.name);
}

export const farmCards = (page: Page) => page.getByTestId('farm-card');
export const cardNames = (page: Page) => farmCards(page).locator('a').first();

export async function farmCardNames(page: Page): Promise<string[]> {
  return farmCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector('a')?.textContent ?? ''));
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { farmSettingsEndpoints, preferenceEndpoints, profileEndpoints, siteDetailEndpoints } from '@tilth/domain';
import { call, endpointUrl } from './client';
import { askEarly, askFirstScreenEarly, dropEarlyAnswers, EARLY_ANSWER_TTL_MS, firstScreenPaths, takeEarly } from './earlyAnswers';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, status: 200, message: 'OK', error: null, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('early answers', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    dropEarlyAnswers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the addresses the app's own calls use (the contract's paths)", () => {
    expect(firstScreenPaths('/farm/F1/sites', 'U 1')).toEqual([
      endpointUrl(profileEndpoints.read, { params: { id: 'U 1' } }),
      endpointUrl(preferenceEndpoints.read, {}),
      endpointUrl(farmSettingsEndpoints.detail, { params: { id: 'F1' } }),
    ]);
    expect(firstScreenPaths('/farm/F1/sites/settings', 'U1')).toContain('/farm/F1');
    expect(firstScreenPaths('/farm/F1/site/10001/S%201/0xab/graph', 'U1')).toEqual([
      '/user/U1',
      '/user/details',
      endpointUrl(siteDetailEndpoints.header, { params: { id: 'S 1' } }),
    ]);
    // Other screens: the account only.
    expect(firstScreenPaths('/dashboard/planner', 'U1')).toEqual(['/user/U1', '/user/details']);
    expect(firstScreenPaths('/farm/F1/water', 'U1')).toEqual(['/user/U1', '/user/details']);
  });

  it('leaves a malformed address to the page', () => {
    expect(firstScreenPaths('/farm/%E0%A4%A/sites', 'U1')).toEqual(['/user/U1', '/user/details']);
  });

  it("sends the client's headers with the stored token", () => {
    fetchMock.mockResolvedValue(ok(null));
    askFirstScreenEarly({ token: 'r:abc', userId: 'U1' }, '/farm/F1/sites', 'es');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/user/U1', '/user/details', '/farm/F1']);
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ Accept: 'application/json', Authorization: 'r:abc', 'Accept-Language': 'es' });
  });

  it('gives an answer once, only to the same token, only in time', () => {
    fetchMock.mockResolvedValue(ok(null));
    askEarly('/user/details', 'r:abc', 'en', 1_000);
    expect(takeEarly('/user/details', 'r:other', 1_000)).toBeUndefined();
    // Taken (and dropped) by the wrong token: asked again by the caller.
    expect(takeEarly('/user/details', 'r:abc', 1_000)).toBeUndefined();
    askEarly('/user/details', 'r:abc', 'en', 1_000);
    expect(takeEarly('/user/details', 'r:abc', 1_000 + EARLY_ANSWER_TTL_MS + 1)).toBeUndefined();
    askEarly('/user/details', 'r:abc', 'en', 1_000);
    expect(takeEarly('/user/details', 'r:abc', 2_000)).toBeInstanceOf(Promise);
    expect(takeEarly('/user/details', 'r:abc', 2_000)).toBeUndefined();
  });

  it('the API client takes the early answer instead of asking again', async () => {
    localStorage.setItem('token', 'r:abc');
    fetchMock.mockResolvedValueOnce(ok({ id: 'u1' }));
    askEarly('/user/u1', 'r:abc', 'en');
    // Whether the schema takes this small answer or not, it is the early one that is read.
    await call(profileEndpoints.read, { params: { id: 'u1' } }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Taken once: the next call asks the server.
    fetchMock.mockResolvedValueOnce(ok({ id: 'u1' }));
    await call(profileEndpoints.read, { params: { id: 'u1' } }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early request failed', async () => {
    localStorage.setItem('token', 'r:abc');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    askEarly('/farm/F1', 'r:abc', 'en');
    fetchMock.mockResolvedValueOnce(ok(null));
    await call(farmSettingsEndpoints.detail, { params: { id: 'F1' } }).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/farm/F1');
  });

  it("stops waiting for an early answer when the caller's signal aborts", async () => {
    localStorage.setItem('token', 'r:abc');
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    askEarly('/farm/F1', 'r:abc', 'en');
    const controller = new AbortController();
    const pending = call(farmSettingsEndpoints.detail, { params: { id: 'F1' }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'ApiError' });
  });
});

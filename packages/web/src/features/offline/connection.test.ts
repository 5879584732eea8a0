import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../api/errors';
import { watchConnection } from './connection';

const failWith = (error: unknown) => () => Promise.reject(error);

describe('watchConnection', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('follows the browser’s online flag', () => {
    const seen: boolean[] = [];
    const stop = watchConnection(new QueryClient(), (offline) => seen.push(offline));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('calls a request that got no answer offline, and the next answer online again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seen: boolean[] = [];
    const stop = watchConnection(client, (offline) => seen.push(offline));
    await client.fetchQuery({ queryKey: ['a'], queryFn: failWith(networkError()) }).catch(() => undefined);
    expect(seen).toEqual([false, true]);
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.resolve(1) });
    expect(seen).toEqual([false, true, false]);
    stop();
  });

  it('does not call an answered error (a 500) or a cancelled request offline', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seen: boolean[] = [];
    const stop = watchConnection(client, (offline) => seen.push(offline));
    await client.fetchQuery({ queryKey: ['a'], queryFn: failWith(new ApiError('down', { status: 500 })) }).catch(() => undefined);
    const cancelled = new ApiError('Request cancelled', { status: 0, isCancelled: true });
    await client.fetchQuery({ queryKey: ['b'], queryFn: failWith(cancelled) }).catch(() => undefined);
    expect(seen).toEqual([false]);
    stop();
  });
});

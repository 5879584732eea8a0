import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazyScreen';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Page = ({ name }: { name: string }) => <p>Sites of {name}</p>;

const renderInSuspense = (Screen: (props: { name: string }) => ReactElement) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="North Pivot" />
    </Suspense>,
  );

describe('lazyScreen', () => {
  afterEach(cleanup);

  it('renders at once, without its fallback, once preloaded', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    await Screen.preload();
    renderInSuspense(Screen);
    // Synchronously: no act() flush needed for a lazy() retry.
    expect(screen.getByText('Sites of North Pivot')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends while still loading, then shows the screen; one download for preload and render', async () => {
    const load = deferred<{ default: typeof Page }>();
    let downloads = 0;
    const Screen = lazyScreen(() => {
      downloads++;
      return load.promise;
    });
    void Screen.preload();
    renderInSuspense(Screen);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {
      load.resolve({ default: Page });
      await load.promise;
    });
    expect(await screen.findByText('Sites of North Pivot')).toBeTruthy();
    expect(downloads).toBe(1);
  });

  it('tries the download again after a failure', async () => {
    let attempts = 0;
    const Screen = lazyScreen(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page })));
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(attempts).toBe(2);
  });
});

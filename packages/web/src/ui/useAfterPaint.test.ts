import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './useAfterPaint';

const frames = () =>
  act(async () => {
    await vi.runAllTimersAsync();
  });

describe('useAfterPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false in the first frame and true after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    await frames();
    expect(result.current).toBe(true);
  });

  it('waits for a frame painted while ready (the graph: its first frame with data), then stays true', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: false } });
    await frames();
    expect(result.current, 'no data yet').toBe(false);
    rerender({ ready: true });
    expect(result.current, 'the frame with data itself').toBe(false);
    await frames();
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current, 'once painted, for good').toBe(true);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_CARDS, useCardsShown } from './useCardsShown';

describe('useCardsShown', () => {
  afterEach(() => vi.useRealTimers());

  it("draws the first frame's few cards, then all of them after that frame", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result, rerender } = renderHook(({ count }) => useCardsShown(count), { initialProps: { count: 20 } });
    expect(result.current).toBe(FIRST_FRAME_CARDS);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(result.current).toBe(20);
    // A next page: all of it at once.
    rerender({ count: 40 });
    expect(result.current).toBe(40);
  });

  it('draws a short list whole', () => {
    const { result } = renderHook(() => useCardsShown(3));
    expect(result.current).toBe(3);
  });
});

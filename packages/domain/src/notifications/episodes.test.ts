import { describe, expect, it } from 'vitest';
import { episodeStep } from './episodes';

const HOUR = 3_600_000;

describe('episodeStep', () => {
  it('opens one episode when the condition starts and stays quiet while it lasts', () => {
    expect(episodeStep(true, null, 0)).toBe('open');
    expect(episodeStep(true, { lastRaisedAt: 0 }, 5 * HOUR)).toBe('none');
    expect(episodeStep(true, { lastRaisedAt: 0 }, 23.9 * HOUR)).toBe('none');
  });

  it('repeats a persisting condition at most once a day', () => {
    expect(episodeStep(true, { lastRaisedAt: 0 }, 24 * HOUR)).toBe('reminder');
  });

  it('clears on recovery and does nothing without condition or episode', () => {
    expect(episodeStep(false, { lastRaisedAt: 0 }, HOUR)).toBe('clear');
    expect(episodeStep(false, null, HOUR)).toBe('none');
  });
});

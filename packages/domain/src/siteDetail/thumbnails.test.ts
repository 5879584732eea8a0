import { describe, expect, it } from 'vitest';
import { thumbnailColumns } from './thumbnails';

describe('thumbnail columns (spec 001 §2.7)', () => {
  it('gives 4 columns up to 7 sites, 3 from 8 to 19, 2 from 20', () => {
    expect([1, 7, 8, 19, 20, 60].map(thumbnailColumns)).toEqual([4, 4, 3, 3, 2, 2]);
  });
});

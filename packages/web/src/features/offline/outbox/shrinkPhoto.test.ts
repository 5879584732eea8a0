import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName } from './shrinkPhoto';

describe('a note photo made small', () => {
  it('fits the longest side within 1600 px, keeping the proportions', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('names the kept file .jpg', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('field')).toBe('field.jpg');
  });
});

import { describe, expect, it } from 'vitest';
import { selectedFarmsText } from './selectedFarms';

describe('selectedFarmsText', () => {
  const names = new Map([
    ['F1', 'North Pivot Farm'],
    ['F2', 'Cotton Flat'],
    ['F3', 'Russet Bend'],
    ['F4', 'Big Bend Corn'],
  ]);

  it('names every farm of a small selection', () => {
    expect(selectedFarmsText(['F1', 'F2'], names)).toBe('North Pivot Farm and Cotton Flat');
    expect(selectedFarmsText(['F1', 'F2', 'F3'], names)).toBe('North Pivot Farm, Cotton Flat and Russet Bend');
  });

  it('names three and counts the rest', () => {
    expect(selectedFarmsText(['F1', 'F2', 'F3', 'F4'], names)).toBe('North Pivot Farm, Cotton Flat, Russet Bend and 1 more');
  });

  it('counts the farms while their names are unknown', () => {
    expect(selectedFarmsText(['F1', 'F2'], new Map())).toBe('2 farms');
  });
});

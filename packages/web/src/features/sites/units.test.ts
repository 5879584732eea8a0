import { describe, expect, it } from 'vitest';
import { percent, sensorDepth, waterDepth } from './units';

describe('units of the sites page', () => {
  it('shows water depths in inches or millimetres', () => {
    expect(waterDepth(1.234, 'feetInches')).toBe('1.23 in');
    expect(waterDepth(1, 'meters')).toBe('25.4 mm');
    expect(waterDepth(null, 'feetInches')).toBe('—');
  });
  it('labels sensor depths as {depth} in', () => {
    expect(sensorDepth(16, 'feetInches')).toBe('16 in');
    expect(sensorDepth(16, 'meters')).toBe('41 cm');
  });
  it('reads percentages to 2 decimals', () => {
    expect(percent(62.456)).toBe('62.46%');
    expect(percent(50)).toBe('50%');
  });
});

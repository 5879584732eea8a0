import { describe, expect, it } from 'vitest';
import { plusCode } from './plusCode';

describe('plusCode', () => {
  it('encodes points as the documented API shows them', () => {
    // Sites of the documented org-view answer, with their gId.
    expect(plusCode(36.002428, -101.989365)).toBe('858W2226+X7C');
    expect(plusCode(37.581771, -99.647291)).toBe('8692H9J3+P34');
    expect(plusCode(38.548799, -97.768682)).toBe('86C4G6XJ+GG8');
  });
});

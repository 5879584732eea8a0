import { describe, expect, it } from 'vitest';
import { templateInUseMessage } from './schemas';

describe('the template delete dialog’s count', () => {
  it('names how many sites lose the template, none saying nothing', () => {
    expect(templateInUseMessage(0)).toBeNull();
    expect(templateInUseMessage(1)).toBe(
      'This template is applied to 1 site; deleting it removes it from that site, which goes back to its own thresholds.',
    );
    expect(templateInUseMessage(3)).toBe(
      'This template is applied to 3 sites; deleting it removes it from them, and they go back to their own thresholds.',
    );
    expect(templateInUseMessage(1200)).toContain('applied to 1,200 sites');
  });
});

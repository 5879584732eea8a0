import { describe, expect, it } from 'vitest';
import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { COUNTING_SITES, SITES_NOT_COUNTED, templateDeleteMessage } from './templateDeleteMessage';

describe('the template delete dialog', () => {
  it('names how many sites lose the template before asking', () => {
    expect(templateDeleteMessage(3)).toBe(
      `This template is applied to 3 sites; deleting it removes it from them, and they go back to their own thresholds. ${THRESHOLD_PAGE_MESSAGES.deleteConfirm}`,
    );
    expect(templateDeleteMessage(0)).toBe(THRESHOLD_PAGE_MESSAGES.deleteConfirm);
    expect(templateDeleteMessage(null)).toBe(COUNTING_SITES);
    expect(templateDeleteMessage('unknown')).toBe(`${SITES_NOT_COUNTED} ${THRESHOLD_PAGE_MESSAGES.deleteConfirm}`);
  });
});

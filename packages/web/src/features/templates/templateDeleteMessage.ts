import { templateInUseMessage, THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';

export const COUNTING_SITES = 'Counting the sites that use this template…';
export const SITES_NOT_COUNTED =
  'The sites using this template could not be counted; deleting it removes it from any site it is applied to.';

/**
 * The delete dialog's question: how many sites lose the template (null while they are counted,
 * 'unknown' when they could not be), then the spec's confirmation.
 */
export function templateDeleteMessage(siteCount: number | null | 'unknown'): string {
  if (siteCount === null) return COUNTING_SITES;
  const inUse = siteCount === 'unknown' ? SITES_NOT_COUNTED : templateInUseMessage(siteCount);
  return inUse ? `${inUse} ${THRESHOLD_PAGE_MESSAGES.deleteConfirm}` : THRESHOLD_PAGE_MESSAGES.deleteConfirm;
}

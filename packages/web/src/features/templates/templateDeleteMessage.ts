import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import en from './locales/en.json';
import { templatesMessages } from './messages';

/** The English wording (what tests compare with); the dialog says them in the active language. */
export const COUNTING_SITES = en.countingSites;
export const SITES_NOT_COUNTED = en.sitesNotCounted;

/**
 * The delete dialog's question: how many sites lose the template (null while they are counted,
 * 'unknown' when they could not be), then the spec's confirmation.
 */
export function templateDeleteMessage(siteCount: number | null | 'unknown'): string {
  if (siteCount === null) return translate(templatesMessages, 'countingSites');
  const confirm = domainText(THRESHOLD_PAGE_MESSAGES.deleteConfirm);
  const inUse =
    siteCount === 'unknown'
      ? translate(templatesMessages, 'sitesNotCounted')
      : siteCount > 0
        ? translate(templatesMessages, 'templateInUse', { count: siteCount })
        : null;
  return inUse ? `${inUse} ${confirm}` : confirm;
}

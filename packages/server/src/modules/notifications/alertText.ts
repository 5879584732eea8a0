import type { AlertEvent, AlertKind } from '@tilth/domain/notifications/kinds';
import type { Language } from '@tilth/domain/preferences/language';
import { translate } from '../../lib/i18n/catalog';
import { notificationsMailText } from './mailMessages';

/** What an alert line says after the site's "fell below its refill point", as evaluated. */
export interface AlertTitleParts {
  kind: AlertKind;
  event: AlertEvent;
  siteName: string;
  siteNumber: string;
  /** The English detail as the webhooks send it ("(10 %)", "within 2 days"); null without one or when cleared. */
  detail: string | null;
  /** The predicted days to the refill point, for refillSoon's detail in the reader's language. */
  refillDays?: number | null;
}

/** What the preference checkbox, the unsubscribe page and the e-mails call a kind, in a language. */
export function alertLabel(language: Language, kind: AlertKind): string {
  return translate(language, notificationsMailText, `label_${kind}`);
}

const CLEARED: Partial<Record<AlertKind, 'cleared_belowRefill' | 'cleared_notReporting' | 'cleared_batteryLow' | 'cleared_sensorFault'>> = {
  belowRefill: 'cleared_belowRefill',
  notReporting: 'cleared_notReporting',
  batteryLow: 'cleared_batteryLow',
  sensorFault: 'cleared_sensorFault',
};

/**
 * The line shown in the panel and as the e-mail subject, in the reader's language; the English is
 * the domain's alertTitle word for word: "Dry Corner (ID# 1004) fell below its refill point".
 */
export function alertTitleIn(language: Language, parts: AlertTitleParts): string {
  const cleared = parts.event === 'cleared';
  const clearedKey = CLEARED[parts.kind];
  const what = cleared
    ? translate(language, notificationsMailText, clearedKey ?? 'recovered')
    : translate(language, notificationsMailText, `raised_${parts.kind}`);
  const detail = cleared
    ? null
    : parts.kind === 'refillSoon' && parts.refillDays != null
      ? translate(language, notificationsMailText, 'refillWithin', { count: parts.refillDays })
      : parts.detail;
  const site = { site: parts.siteName, number: parts.siteNumber, what };
  const title = detail
    ? translate(language, notificationsMailText, 'titleWithDetail', { ...site, detail })
    : translate(language, notificationsMailText, 'title', site);
  return parts.event === 'reminder' ? translate(language, notificationsMailText, 'stillTitle', { title }) : title;
}

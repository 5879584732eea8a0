/**
 * The kinds of alert (issue 17): each is an episode on one site — raised when its condition starts,
 * repeated at most daily while it lasts, cleared when it ends — except a plan change, which is a
 * single event with nothing to recover from. A sensor fault (issue 30) is an episode while any of
 * the site's devices has an open fault (fleet health's detectors).
 */
export const ALERT_KINDS = ['belowRefill', 'notReporting', 'batteryLow', 'refillSoon', 'planChange', 'sensorFault'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Notices that are no alert on a site's condition: no preference, no episode, in the app only (issue
 * 32: a background export is ready; the row names the export's first site and its farm).
 */
export const NOTICE_KINDS = ['exportReady'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type NotificationKind = AlertKind | NoticeKind;

export const ALERT_EVENTS = ['raised', 'reminder', 'cleared'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

interface KindText {
  /** What the preference checkbox and the unsubscribe page call the kind. */
  label: string;
  raised: string;
  /** Null: the end of the episode is not news (a site predicted to dry that is now dry). */
  cleared: string | null;
}

export const ALERT_TEXT: Readonly<Record<AlertKind, KindText>> = {
  belowRefill: { label: 'Below refill point', raised: 'fell below its refill point', cleared: 'is back above its refill point' },
  notReporting: { label: 'Probe stopped reporting', raised: 'stopped reporting', cleared: 'is reporting again' },
  batteryLow: { label: 'Battery low', raised: 'has a low battery', cleared: 'has a good battery again' },
  refillSoon: { label: 'Refill point within days', raised: 'is predicted to reach its refill point', cleared: null },
  planChange: { label: 'Plan change activated', raised: 'has a plan change activated', cleared: null },
  sensorFault: { label: 'Sensor fault', raised: 'has a sensor fault', cleared: 'has no sensor fault any more' },
};

/** Days ahead within which a predicted refill is worth an alert. */
export const REFILL_SOON_DAYS = 3;
/** Battery at or below this percentage (of the header's gauge) is low. */
export const BATTERY_LOW_PERCENT = 20;
/** A condition that persists is told again at most this often. */
export const REMINDER_EVERY_MS = 24 * 60 * 60 * 1000;

/** The line shown in the panel and as the e-mail subject: "Dry Corner (ID# 1004) fell below its refill point". */
export function alertTitle(kind: AlertKind, event: AlertEvent, siteName: string, siteNumber: string, detail?: string | null): string {
  const text = ALERT_TEXT[kind];
  const what = event === 'cleared' ? (text.cleared ?? 'recovered') : text.raised;
  const suffix = detail ? ` ${detail}` : '';
  const still = event === 'reminder' ? ' (still)' : '';
  return `${siteName} (ID# ${siteNumber}) ${what}${suffix}${still}`;
}

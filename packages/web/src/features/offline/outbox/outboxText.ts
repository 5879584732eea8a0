import { formatDepth, type DepthUnit } from '@tilth/domain';
import { currentLanguage, intlLocale, translate } from '../../../i18n/catalog';
import { outboxMessages } from './outboxMessages';
import type { OutboxItem } from './outboxTypes';

/** Words for a queued write, as the grower would name it; numbers in the user's units. */

const shortText = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** The browser's way of writing dates while the app is in English (as before), else the app's language's. */
const locale = () => (currentLanguage() === 'en' ? undefined : intlLocale());

const dayText = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString(locale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });

const timeText = (iso: string) =>
  new Date(iso).toLocaleString(locale(), { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

const CM_PER_INCH = 2.54;
const MM_PER_INCH = 25.4;

/** "Note: Hail on the north half (with a photo)", "Irrigation of 27 Nov: 0.50 in", "Rain gauge: 0.47 in". */
export function itemSummary(item: OutboxItem, unit: DepthUnit): string {
  switch (item.kind) {
    case 'note':
      return translate(outboxMessages, item.payload.photo ? 'noteSummaryPhoto' : 'noteSummary', { text: shortText(item.payload.note) });
    case 'irrigation': {
      const { depthIn, hours, date } = item.payload;
      const amount = depthIn !== undefined ? formatDepth(depthIn, unit) : translate(outboxMessages, 'runHours', { hours });
      return translate(outboxMessages, 'irrigationSummary', { day: dayText(date), amount });
    }
    case 'manualReading': {
      const { kind, value, depthCm, takenAt } = item.payload;
      if (kind === 'rain') {
        const rain = unit === 'meters' ? `${value} mm` : `${(value / MM_PER_INCH).toFixed(2)} in`;
        return translate(outboxMessages, 'rainSummary', { time: timeText(takenAt), rain });
      }
      const time = timeText(takenAt);
      if (depthCm === undefined) return translate(outboxMessages, 'probeSummary', { time, value });
      const depth = unit === 'meters' ? `${depthCm} cm` : `${Math.round((depthCm / CM_PER_INCH) * 10) / 10} in`;
      return translate(outboxMessages, 'probeSummaryAt', { time, value, depth });
    }
  }
}

/** The state line: "Waiting to send" or "Couldn't send: <the server's sentence>". */
export function itemStateText(item: OutboxItem): string {
  if (item.state === 'waiting') {
    return translate(outboxMessages, photoLeft(item) ? 'photoWaiting' : 'waiting');
  }
  return translate(outboxMessages, 'couldntSendBecause', { problem: item.problem ?? translate(outboxMessages, 'refused') });
}

/** A note already sent whose photo still waits. */
function photoLeft(item: OutboxItem): boolean {
  return item.kind === 'note' && item.serverNoteId !== undefined;
}

/** Waiting, and nothing of it sent yet: its line says where it is kept instead. */
export function isPlainWaiting(item: OutboxItem): boolean {
  return item.state === 'waiting' && !photoLeft(item);
}

/** "2 changes waiting to send". */
export function waitingCountText(count: number): string {
  return translate(outboxMessages, 'waitingCount', { count });
}

/** "Sign in again to send 2 waiting changes". */
export function signInCountText(count: number): string {
  return translate(outboxMessages, 'signInCount', { count });
}

/** "1 change couldn't be sent". */
export function problemCountText(count: number): string {
  return translate(outboxMessages, 'problemCount', { count });
}

/** Writes another account saved on this device: they wait for that account. */
export function othersWaitingText(count: number): string {
  return translate(outboxMessages, 'othersWaiting', { count });
}

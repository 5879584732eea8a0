import { formatDepth, type DepthUnit } from '@tilth/domain';
import type { OutboxItem } from './outboxTypes';

/** Words for a queued write, as the grower would name it; numbers in the user's units. */

const shortText = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length)}…` : text);

const dayText = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

const timeText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

const CM_PER_INCH = 2.54;
const MM_PER_INCH = 25.4;

/** "Note: Hail on the north half (with a photo)", "Irrigation of 27 Nov: 0.50 in", "Rain gauge: 0.47 in". */
export function itemSummary(item: OutboxItem, unit: DepthUnit): string {
  switch (item.kind) {
    case 'note':
      return `Note: ${shortText(item.payload.note)}${item.payload.photo ? ' (with a photo)' : ''}`;
    case 'irrigation': {
      const { depthIn, hours, date } = item.payload;
      const amount = depthIn !== undefined ? formatDepth(depthIn, unit) : `${hours} h run`;
      return `Irrigation of ${dayText(date)}: ${amount}`;
    }
    case 'manualReading': {
      const { kind, value, depthCm, takenAt } = item.payload;
      if (kind === 'rain') {
        const rain = unit === 'meters' ? `${value} mm` : `${(value / MM_PER_INCH).toFixed(2)} in`;
        return `Rain gauge, ${timeText(takenAt)}: ${rain}`;
      }
      const depth =
        depthCm === undefined ? '' : unit === 'meters' ? ` at ${depthCm} cm` : ` at ${Math.round((depthCm / CM_PER_INCH) * 10) / 10} in`;
      return `Hand probe, ${timeText(takenAt)}: ${value} %${depth}`;
    }
  }
}

/** The state line: "Waiting to send" or "Couldn't send: <the server's sentence>". */
export function itemStateText(item: OutboxItem): string {
  if (item.state === 'waiting') {
    const photoLeft = item.kind === 'note' && item.serverNoteId !== undefined;
    return photoLeft ? 'Note sent; its photo is waiting to send' : 'Waiting to send';
  }
  return `Couldn't send: ${item.problem ?? 'the server refused it.'}`;
}

/** "2 changes waiting to send". */
export function waitingCountText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to send`;
}

/** "Sign in again to send 2 waiting changes". */
export function signInCountText(count: number): string {
  return `Sign in again to send ${count} waiting ${count === 1 ? 'change' : 'changes'}`;
}

/** "1 change couldn't be sent". */
export function problemCountText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} couldn't be sent`;
}

/** Writes another account saved on this device: they wait for that account. */
export function othersWaitingText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} saved on this device by another account will be sent when that account signs in here again.`;
}

/**
 * What the offline write queue keeps on this device (issue 37). Every write gets its client id when
 * the user presses Save; the same id is sent on every attempt, so the server stores it once.
 */

/** The shape of a stored item. Raise it when the shape changes, and teach upgradeItem the old one. */
export const OUTBOX_ITEM_VERSION = 1;

export interface NotePayload {
  /** ISO 8601 UTC. */
  timestamp: string;
  note: string;
  /** A photo taken with the note, already made small (JPEG, at most ~1600 px). */
  photo?: { blob: Blob; fileName: string; clientId: string };
}

export interface IrrigationPayload {
  date: string;
  depthIn?: number;
  hours?: number;
  source: 'logged' | 'detected';
  note: string;
}

export interface ManualReadingPayload {
  kind: 'moisture' | 'rain';
  /** ISO 8601 UTC. */
  takenAt: string;
  /** Moisture in % VWC, rain in mm. */
  value: number;
  /** Moisture only: the probe's depth in cm. */
  depthCm?: number;
  note?: string;
}

interface ItemBase {
  /** The client id (a UUID), sent as clientId on every attempt; the store's key. */
  id: string;
  version: number;
  /** The signed-in user who made it: only their session sends it. */
  userId: string;
  siteId: string;
  /** Epoch ms; strictly increasing on this device, so it is also the sending order. */
  createdAt: number;
  /** Attempts that ended in no answer or a server error (for the back-off). */
  attempts: number;
  /** Epoch ms before which it is not tried again (unless the connection just came back). */
  nextAttemptAt: number;
  /** waiting: to be sent; conflict: the site or access changed (404/403/409); refused: the server said what is wrong (400). */
  state: 'waiting' | 'conflict' | 'refused';
  /** The server's sentence for a conflict or a refusal, kept for the user to read and copy. */
  problem?: string;
  /** Why the last attempt did not get through, for the "Waiting to send" line. */
  lastFailure?: 'offline' | 'server';
}

export interface NoteItem extends ItemBase {
  kind: 'note';
  payload: NotePayload;
  /** The note's id from the server's answer once the note is stored; the photo is sent to it next. */
  serverNoteId?: string;
}

export interface IrrigationItem extends ItemBase {
  kind: 'irrigation';
  payload: IrrigationPayload;
}

export interface ManualReadingItem extends ItemBase {
  kind: 'manualReading';
  payload: ManualReadingPayload;
}

export type OutboxItem = NoteItem | IrrigationItem | ManualReadingItem;
export type OutboxKind = OutboxItem['kind'];

/** One request of an item: a note is sent first, its photo after it. */
export type OutboxStep = 'note' | 'photo' | 'irrigation' | 'manualReading';

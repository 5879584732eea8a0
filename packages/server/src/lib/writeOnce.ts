import { CLIENT_ID_TAKEN } from '@tilth/domain';
import { AppError } from '../http/errors';

/** Whether a failed insert hit a unique index on a `client_id` column, on either engine. */
export function isClientIdConflict(error: unknown): boolean {
  const e = error as { code?: string; message?: string; constraint?: string };
  const unique = e.code === '23505' || String(e.code).startsWith('SQLITE_CONSTRAINT');
  return unique && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('client_id');
}

/** A write the phone may send more than once (offline queue), keyed by the UUID it made. */
export interface ClientWrite<T> {
  clientId: string | undefined;
  /** The record stored earlier under this clientId, if any. */
  stored: (clientId: string) => Promise<T | undefined>;
  /** Whether that record is this same write: the same person on the same site (or note). */
  isSameWrite: (record: T) => boolean;
  /** Checks and stores the new record and answers it. */
  insert: () => Promise<T>;
}

/**
 * Stores a write once per clientId: a repeat answers the stored record, whether it arrives after
 * the first (found before inserting) or at the same moment (the unique index refuses the second
 * insert, which then answers what the first stored). The same id on another site or from another
 * person is a 409: answering someone else's record would leak it, and storing would duplicate.
 */
export async function writeOnce<T>(write: ClientWrite<T>): Promise<T> {
  const { clientId } = write;
  const claim = (record: T): T => {
    if (!write.isSameWrite(record)) throw new AppError(409, 'Conflict', CLIENT_ID_TAKEN, ['clientId']);
    return record;
  };
  if (clientId === undefined) return write.insert();
  const earlier = await write.stored(clientId);
  if (earlier) return claim(earlier);
  try {
    return await write.insert();
  } catch (error) {
    if (!isClientIdConflict(error)) throw error;
    const winner = await write.stored(clientId);
    if (!winner) throw error;
    return claim(winner);
  }
}

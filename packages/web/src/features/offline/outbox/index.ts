/** The offline write queue's face to the features that save through it (issue 37). */
export { saveWrite, type SavedWrite } from './outboxApp';
export { announceKept } from './outboxNotice';
export { newClientId } from './clientId';
export { shrinkPhoto, jpegName, PHOTO_UNREADABLE } from './shrinkPhoto';
export { PhotoField, type ChosenPhoto } from './PhotoField';
export { WaitingWrites, WaitingNotes, WaitingReadings } from './WaitingWrites';
export { OutboxStatus } from './OutboxStatus';
export type { IrrigationPayload, ManualReadingPayload, NotePayload } from './outboxTypes';
export { OutboxItemList } from './OutboxItemRow';
export { useWaitingOnSite, useOutboxSending } from './useOutbox';

import { installationNoteEndpoints, memberEndpoints, supportEndpoints, type InstallationNote } from '@tilth/domain';
import { call, callEnvelope } from '../../api/client';

export const installationNoteKeys = {
  list: (siteObjId: string) => ['installation-notes', siteObjId] as const,
  mentionable: (siteObjId: string) => ['installation-notes', siteObjId, 'mentionable'] as const,
};

export const fetchInstallationNotes = (siteObjId: string, signal?: AbortSignal): Promise<InstallationNote[]> =>
  call(installationNoteEndpoints.list, { params: { id: siteObjId }, query: { sort: 'date' }, signal });

/** The people a note on this site may @-mention: the caller's team who may also see the site. */
export const fetchMentionable = (siteObjId: string, signal?: AbortSignal) =>
  call(memberEndpoints.mentionable, { query: { siteId: siteObjId }, signal });

/** Spec 002 §4, §7.2: the note's image is uploaded as soon as it is chosen (type=installation, parentId = the site). */
export function uploadNoteImage(siteObjId: string, file: File) {
  const form = new FormData();
  form.append('type', 'installation');
  form.append('parentId', siteObjId);
  form.append('file', file);
  return callEnvelope(supportEndpoints.uploadImage, { body: form });
}

export interface NoteDraft {
  text: string;
  fileId: string | null;
  mentions: string[];
}

/** Publishes a note; the answer's message is spec 002 §8's ''Notes' updated' (or Image, or both). */
export function publishInstallationNote(siteObjId: string, draft: NoteDraft) {
  const form = new FormData();
  form.append('text', draft.text);
  if (draft.fileId) form.append('fileId', draft.fileId);
  if (draft.mentions.length > 0) form.append('mentions', draft.mentions.join(','));
  return callEnvelope(installationNoteEndpoints.add, { params: { id: siteObjId }, body: form });
}

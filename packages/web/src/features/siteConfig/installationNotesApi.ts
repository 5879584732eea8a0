import {
  installationNoteEndpoints,
  memberEndpoints,
  type AddedInstallationNote,
  type ApiEnvelope,
  type InstallationNote,
} from '@tilth/domain';
import type { UploadedImageView } from '@tilth/domain/accounts/views';
import { call, endpointUrl } from '../../api/client';
import { ApiError, badAnswer, networkError } from '../../api/errors';
import { TOKEN_KEY } from '../../api/session';

export const installationNoteKeys = {
  list: (siteObjId: string) => ['installation-notes', siteObjId] as const,
  mentionable: (siteObjId: string) => ['installation-notes', siteObjId, 'mentionable'] as const,
};

export const fetchInstallationNotes = (siteObjId: string, signal?: AbortSignal): Promise<InstallationNote[]> =>
  call(installationNoteEndpoints.list, { params: { id: siteObjId }, query: { sort: 'date' }, signal });

/** The people a note on this site may @-mention: the caller's team who may also see the site. */
export const fetchMentionable = (siteObjId: string, signal?: AbortSignal) =>
  call(memberEndpoints.mentionable, { query: { siteId: siteObjId }, signal });

/** A multipart POST answering the JSON wrapper; fails the way the JSON client does. */
async function postForm<T>(path: string, body: FormData): Promise<{ data: T; message: string }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body });
  } catch {
    throw networkError();
  }
  const payload = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (!payload || !payload.success || payload.data === null || payload.data === undefined) {
    throw new ApiError(payload?.message || badAnswer(response.status).message, {
      error: payload?.error ?? 'BadResponse',
      status: payload?.status || response.status,
      fields: payload?.fields,
    });
  }
  return { data: payload.data, message: payload.message };
}

/** Spec 002 §4, §7.2: the note's image is uploaded as soon as it is chosen (type=installation, parentId = the site). */
export function uploadNoteImage(siteObjId: string, file: File) {
  const form = new FormData();
  form.append('type', 'installation');
  form.append('parentId', siteObjId);
  form.append('file', file);
  return postForm<UploadedImageView>('/file/image', form);
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
  return postForm<AddedInstallationNote>(endpointUrl(installationNoteEndpoints.add, { params: { id: siteObjId } }), form);
}

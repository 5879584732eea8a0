import { useQuery } from '@tanstack/react-query';
import { fillPath, noteEndpoints, type NotePhoto } from '@tilth/domain';
import { useEffect, useState } from 'react';
import { call, callFile } from '../../../api/client';

/**
 * Note photos (issue 37). Their bytes need the caller's token like every call, which an <img>
 * can't send: the app fetches them through the api client and shows them through object URLs.
 */

export const notePhotoKeys = { bytes: (photoId: string) => ['notePhoto', photoId] as const };

/** The photo's address on the API (GET /notes/photos/{id}), as the note's `photos[].url` gives it. */
export const notePhotoUrl = (photoId: string) => fillPath(noteEndpoints.photo.path, { photoId });

/**
 * Adds a photo to a note (multipart field "photo"). clientId: the offline queue's id for this
 * upload, so sending it again stores it once.
 */
export function uploadNotePhoto(noteId: string, file: Blob, clientId?: string): Promise<NotePhoto> {
  const form = new FormData();
  if (clientId) form.append('clientId', clientId);
  form.append('photo', file, file instanceof File ? file.name : 'photo');
  return call(noteEndpoints.addPhoto, { params: { noteId }, body: form });
}

/** The photo's bytes, as the image type it is. */
export async function fetchNotePhoto(photo: Pick<NotePhoto, 'id' | 'contentType'>, signal?: AbortSignal): Promise<Blob> {
  const bytes = await callFile(noteEndpoints.photo, photo.contentType, { params: { photoId: photo.id }, signal });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: photo.contentType });
}

/**
 * An object URL of the photo for an <img>, or null while it loads (or when it failed); revoked
 * when the component goes. The bytes of an id never change, so they are fetched once a session.
 */
export function useNotePhotoSrc(photo: Pick<NotePhoto, 'id' | 'contentType'>): { src: string | null; failed: boolean } {
  const query = useQuery({
    queryKey: notePhotoKeys.bytes(photo.id),
    queryFn: ({ signal }) => fetchNotePhoto(photo, signal),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const url = URL.createObjectURL(query.data);
    setSrc(url);
    return () => {
      URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [query.data]);
  return { src, failed: query.isError };
}

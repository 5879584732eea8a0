import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/render';
import { stubApi } from '../../../test/testApi';
import { fetchNotePhoto, notePhotoUrl, uploadNotePhoto } from './notePhotosApi';

const stored = {
  id: 'Photo00001',
  url: '/notes/photos/Photo00001',
  contentType: 'image/jpeg',
  bytes: 4,
  createdAt: '2026-07-05T12:00:00.000Z',
  clientId: '3f2c1a3e-5b6d-4c7e-8f90-1a2b3c4d5e6f',
};

describe('note photos api (issue 37)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the photo as multipart field "photo", with the clientId when given', async () => {
    const fetchMock = stubApi({ 'POST /notes/Note000001/photos': () => envelope(200, stored, 'Photo added') });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'field.jpg', { type: 'image/jpeg' });
    expect(await uploadNotePhoto('Note000001', file, stored.clientId)).toEqual(stored);
    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(form.get('clientId')).toBe(stored.clientId);
    expect((form.get('photo') as File).name).toBe('field.jpg');

    await uploadNotePhoto('Note000001', new Blob([new Uint8Array([1])]));
    expect((fetchMock.mock.calls[1]![1]!.body as FormData).has('clientId')).toBe(false);
  });

  it('reads the bytes back as a Blob of the photo’s type, and names its address', async () => {
    stubApi({
      'GET /notes/photos/Photo00001': () => new Response(new Uint8Array([1, 2, 3, 4]), { headers: { 'content-type': 'image/jpeg' } }),
    });
    const blob = await fetchNotePhoto({ id: 'Photo00001', contentType: 'image/jpeg' });
    expect([blob.type, [...new Uint8Array(await blob.arrayBuffer())]]).toEqual(['image/jpeg', [1, 2, 3, 4]]);
    expect(notePhotoUrl('Photo00001')).toBe('/notes/photos/Photo00001');
  });
});

/** Image kinds accepted for upload, recognised by their first bytes (never by name or header). */
const SIGNATURES: { ext: string; contentType: string; matches: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    contentType: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', contentType: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    contentType: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function detectImage(bytes: Buffer): { ext: string; contentType: string } | null {
  const found = SIGNATURES.find((s) => bytes.length >= 12 && s.matches(bytes));
  return found ? { ext: found.ext, contentType: found.contentType } : null;
}

export const STORED_NAME = /^[A-Za-z0-9]{10,32}\.(png|jpg|gif|webp)$/;

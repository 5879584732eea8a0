import { describe, expect, it } from 'vitest';
import { detectImage } from './imageTypes';

const pad = (head: number[] | string) =>
  Buffer.concat([typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head), Buffer.alloc(16)]);

describe('image detection by magic bytes', () => {
  it('recognises PNG, JPEG, GIF and WebP', () => {
    expect(detectImage(pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.contentType).toBe('image/png');
    expect(detectImage(pad([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(detectImage(pad('GIF89a'))?.ext).toBe('gif');
    expect(detectImage(pad('RIFF\x10\x00\x00\x00WEBPVP8 '))?.ext).toBe('webp');
  });
  it('refuses anything else, whatever it claims to be', () => {
    expect(detectImage(pad('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImage(pad('%PDF-1.7'))).toBeNull();
    expect(detectImage(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { malformedMultipart } from './multipart';

describe('malformed multipart forms', () => {
  it('reads busboy’s boundary and truncation errors as a 400 naming the file field', () => {
    for (const message of [
      'Multipart: Boundary not found',
      'The needle cannot have a length bigger than 256.',
      'Part terminated early due to unexpected end of multipart data',
      'Unexpected end of multipart data',
    ]) {
      const answer = malformedMultipart(new Error(message), 'file');
      expect(answer, message).toMatchObject({ status: 400, errorName: 'ValidationError', fields: ['file'] });
      expect(answer!.message, message).toContain('"file"');
      expect(answer!.message, message).not.toContain(message);
    }
  });

  it('names the body when the route names no file field, and leaves every other error alone', () => {
    expect(malformedMultipart(new Error('Multipart: Boundary not found'), undefined)?.fields).toEqual(['body']);
    expect(malformedMultipart(new Error('SQLITE_BUSY: database is locked'), 'file')).toBeNull();
    expect(malformedMultipart({}, 'file')).toBeNull();
  });
});

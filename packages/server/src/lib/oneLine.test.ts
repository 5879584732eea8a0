import { describe, expect, it } from 'vitest';
import { oneLine } from './oneLine';

describe('oneLine', () => {
  it('turns each run of line breaks (\\n, \\r\\n, \\r) into one space', () => {
    expect(oneLine('North\nBlock')).toBe('North Block');
    expect(oneLine('North\r\n\r\nBlock')).toBe('North Block');
    expect(oneLine('a\rb\n\nc')).toBe('a b c');
  });
  it('trims the ends, line breaks included', () => {
    expect(oneLine('\n  Ann Lee \r\n')).toBe('Ann Lee');
  });
  it('leaves one-line text and inner spaces as they are', () => {
    expect(oneLine('Ann  Lee')).toBe('Ann  Lee');
    expect(oneLine('')).toBe('');
  });
});

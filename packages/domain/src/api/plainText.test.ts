import { describe, expect, it } from 'vitest';
import { isMultiLineText, isSingleLineText, normaliseLineBreaks } from './plainText';

describe('plain text', () => {
  it('takes ordinary text in any script, emoji included', () => {
    for (const text of ['North Pivot Farm', 'Ferme du Moulin — Côte-d’Or', '北の畑', 'Pivot 🌽 3', 'Tab-free, quotes "ok"', '']) {
      expect(isSingleLineText(text), text).toBe(true);
      expect(isMultiLineText(text), text).toBe(true);
    }
  });

  it('refuses C0 and C1 controls, DEL and lone surrogates on one line or several', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'tab\there', 'esc\u001b[31m', 'del\u007f', 'next\u0085line', 'csi\u009b']) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(false);
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['half \ud83d', '\udc00 low first', 'swapped \udf3d\ud83c']) {
      expect(isSingleLineText(text), JSON.stringify(text)).toBe(false);
      expect(isMultiLineText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('keeps line breaks out of one line but in several', () => {
    for (const text of ['a\nb', 'a\rb', 'a\r\nb', 'a\u2028b', 'a\u2029b']) expect(isSingleLineText(text), JSON.stringify(text)).toBe(false);
    expect(isMultiLineText('Tower 3 stuck\nCalled dealer\n\nFixed')).toBe(true);
    // A multi-line field stores \n only: \r is normalised before the check, never kept.
    expect(isMultiLineText('a\rb')).toBe(false);
  });

  it('stores Windows and old Mac line ends as \\n', () => {
    expect(normaliseLineBreaks('a\r\nb\rc\nd\r\n\r\ne')).toBe('a\nb\nc\nd\n\ne');
  });
});

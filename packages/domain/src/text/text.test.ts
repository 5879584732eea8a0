import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';
import { plural } from './plural';

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives meaning to, as each copy did', () => {
    expect(escapeHtml(`Tom & Jerry's <b>"farm"</b>`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;farm&quot;&lt;/b&gt;');
  });
  it('leaves other text as it is (pin glyphs, site ids, links)', () => {
    expect(escapeHtml('▲ 12345')).toBe('▲ 12345');
    expect(escapeHtml('https://example.test/reset?token=abc')).toBe('https://example.test/reset?token=abc');
    expect(escapeHtml('')).toBe('');
  });
  it('escapes an ampersand once, not an entity twice over', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('plural', () => {
  it('says one with the singular', () => {
    expect(plural(1, 'site')).toBe('1 site');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
  });
  it('says zero and many with the plural', () => {
    expect(plural(0, 'minute')).toBe('0 minutes');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(12, 'other session')).toBe('12 other sessions');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });
  it('writes the number as given (fractions, negatives)', () => {
    expect(plural(1.5, 'hour')).toBe('1.5 hours');
    expect(plural(-1, 'day')).toBe('-1 days');
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { emailField, requiredMultiLineText, requiredText, searchText, singleLine } from './fields';

const messages = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('text fields', () => {
  it('refuses control characters, line breaks and broken Unicode in one-line fields, naming the field', () => {
    const name = requiredText('Farm Name');
    for (const value of ['North\u0000Pivot', 'North\r\nPivot', 'North\nPivot', 'North\tPivot', 'North \ud800 Pivot', 'North\u0085']) {
      expect(messages(name, value), JSON.stringify(value)).toEqual([
        'Farm Name must be one line of plain text (no control characters or broken Unicode)',
      ]);
    }
    // Whitespace at the ends, line breaks included, is trimmed rather than refused.
    expect(name.parse('  North Pivot\r\n')).toBe('North Pivot');
    expect(name.parse('Pivot 🌽')).toBe('Pivot 🌽');
  });

  it('holds e-mails, optional texts and searches to one line too', () => {
    expect(emailField().safeParse('grower\u0000@farm.example').success).toBe(false);
    expect(emailField().parse(' Grower@Farm.example ')).toBe('grower@farm.example');
    const address = singleLine(z.string().trim().max(500), 'Address').nullable();
    expect(address.safeParse('1 Main St\nPlainview').success).toBe(false);
    expect(address.parse(null)).toBeNull();
    expect(searchText.safeParse('pivot\u0000').success).toBe(false);
    expect(searchText.parse('pivot  ')).toBe('pivot');
  });

  it('keeps line breaks in multi-line fields, as \\n, and refuses the other controls', () => {
    const note = requiredMultiLineText('Note', 2000, 'Please enter note');
    expect(note.parse(' Tower 3 stuck\r\nCalled dealer\rFixed \n')).toBe('Tower 3 stuck\nCalled dealer\nFixed');
    for (const value of ['Rain\u0000', 'Rain\u0007', 'Rain\there', 'Half \ud83d smile', 'Next\u0085'])
      expect(messages(note, value), JSON.stringify(value)).toEqual([
        'Note must be plain text (line breaks allowed; no other control characters or broken Unicode)',
      ]);
    expect(messages(note, ' \r\n ')).toEqual(['Please enter note']);
    expect(messages(note, 'x'.repeat(2001))).toEqual(['Note is too long (at most 2000 characters)']);
  });
});

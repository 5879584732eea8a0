import { describe, expect, it } from 'vitest';
import { chosenLanguage, languageOf, languageOfHeader, recipientLanguage } from './language';
import { DEFAULT_PREFERENCE, mergePreference, normalisePreference, preferenceUpdateSchema } from './schemas';

describe('language', () => {
  it('takes the first supported language of the browser list, English otherwise', () => {
    expect(languageOf(['es-MX', 'en-US'])).toBe('es');
    expect(languageOf(['fr-FR', 'es'])).toBe('es');
    expect(languageOf(['fr-FR', 'de'])).toBe('en');
    expect(languageOf([])).toBe('en');
  });

  it('reads an Accept-Language header by weight', () => {
    expect(languageOfHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOfHeader('en-GB;q=0.5, es-419;q=0.7')).toBe('es');
    expect(languageOfHeader('fr;q=1, en;q=0.2, es;q=0')).toBe('en');
    expect(languageOfHeader('*')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
  });

  it('follows the browser until the user chooses, and a row stored before the choice existed follows it too', () => {
    expect(DEFAULT_PREFERENCE.language).toBe('system');
    expect(chosenLanguage('system', 'es')).toBe('es');
    expect(chosenLanguage('en', 'es')).toBe('en');
    expect(chosenLanguage(undefined, 'es')).toBe('es');
    expect(mergePreference(DEFAULT_PREFERENCE, { language: 'es' }).language).toBe('es');
    expect(preferenceUpdateSchema.safeParse({ language: 'pt' }).success).toBe(false);
    const { language: _language, ...before } = { ...DEFAULT_PREFERENCE, unit: 'meters' as const };
    const read = normalisePreference(before);
    expect(read.language).toBe('system');
    expect(read.unit).toBe('meters');
  });

  it("writes e-mails in the user's choice, else in their last browser's language, else English", () => {
    expect(recipientLanguage({ language: 'es', browserLanguage: 'en' })).toBe('es');
    expect(recipientLanguage({ language: 'system', browserLanguage: 'es' })).toBe('es');
    expect(recipientLanguage({ language: 'system', browserLanguage: null })).toBe('en');
    expect(recipientLanguage(DEFAULT_PREFERENCE)).toBe('en');
  });
});

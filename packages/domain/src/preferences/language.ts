// No imports: the web's first chunk reads this file, and zod must not come with it.

/** Languages Tilth speaks (issue 34); English is the default and the specification's wording. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A user's language choice: one of the languages, or whatever the browser prefers ('system'). */
export const LANGUAGE_CHOICES = ['system', ...LANGUAGES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/**
 * The locale each language formats numbers and dates with: Spanish is neutral Latin-American
 * (es-419: "27 nov 2026", a decimal point as growers in Mexico and Central America write it).
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-419' };

/** The first supported language in a list of BCP 47 tags, best first (navigator.languages); English otherwise. */
export function languageOf(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if ((LANGUAGES as readonly string[]).includes(base ?? '')) return base as Language;
  }
  return 'en';
}

/**
 * The language of an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"): the supported one with the
 * highest weight; English when none is (API scripts send none, or `*`).
 */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const weighted = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return languageOf(weighted.map((entry) => entry.tag));
}

/** The language a user reads: their choice, or the browser's when they left it to the system. */
export function chosenLanguage(choice: LanguageChoice | undefined, browser: Language): Language {
  return choice && choice !== 'system' ? choice : browser;
}

/** The language to write to a user in when no browser is asking (an e-mail): their choice, else their last browser's. */
export function recipientLanguage(preference: { language?: LanguageChoice; browserLanguage?: Language | null }): Language {
  return chosenLanguage(preference.language, preference.browserLanguage ?? 'en');
}

import { currentLanguage, i18n, wordsChanged } from './catalog';

/**
 * Sentences the domain package writes (form checks, schema messages) arrive in English, its source
 * language; their translations live in packages/domain/src/text/locales/<part>.<language>.json, keyed
 * by the English sentence itself. Fetched, all parts together, when a language other than English is
 * first used (startDomainText), never with the sign-in page's first chunk.
 */
const parts = import.meta.glob<{ default: Record<string, string> }>('../../../domain/src/text/locales/*.json');
const loaded = new Map<string, Promise<void>>();

/** Loads the domain's sentences in the active language (after a switch; cheap to call again). */
export function startDomainText(): Promise<void> {
  const language = currentLanguage();
  if (language === 'en') return Promise.resolve();
  let pending = loaded.get(language);
  if (!pending) {
    const files = Object.entries(parts).filter(([file]) => file.endsWith(`.${language}.json`));
    pending = Promise.all(files.map(([, load]) => load()))
      .then((modules) => {
        const messages: Record<string, string> = {};
        for (const module of modules)
          for (const [english, translated] of Object.entries(module.default)) messages[`domain:${english}`] = translated;
        i18n.load(language, messages);
        // Screens drawn before the sentences arrived show them now.
        wordsChanged();
      })
      .catch(() => {
        loaded.delete(language);
      });
    loaded.set(language, pending);
  }
  return pending;
}

/** A domain sentence in the active language; the English sentence itself while none is known. */
export function domainText(english: string): string {
  const id = `domain:${english}`;
  return currentLanguage() !== 'en' && i18n.messages[id] !== undefined ? i18n._(id) : english;
}

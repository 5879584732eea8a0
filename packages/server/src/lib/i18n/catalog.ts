import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, LANGUAGES, languageOfHeader, type Language } from '@tilth/domain/preferences/language';

/**
 * The server's words (issue 34, docs/i18n.md): error messages, e-mails. Each module keeps them in
 * `locales/en.json` and `locales/es.json` (ICU messages, keyed by name) and registers them with
 * `defineServerCatalog`. A message is chosen by the caller's language: the recipient's preference for
 * an e-mail, the request's Accept-Language for an answer (the web app sends the language it shows;
 * an API script that sends none gets English, the documented wording).
 */
export type Values = Record<string, unknown>;
type Messages = Record<string, string>;

export interface ServerCatalog<Key extends string> {
  readonly ns: string;
  /** Type only: the keys of the English file. */
  readonly keys?: Key;
}

/** A message not yet rendered: an error's text, worded once the answer's language is known. */
export interface LocalText {
  readonly catalog: ServerCatalog<string>;
  readonly key: string;
  readonly values?: Values;
}

const instances = new Map<Language, I18n>(
  LANGUAGES.map((language) => {
    const i18n = setupI18n();
    // Compiled on first use and kept: the server reads JSON as it is, no build step.
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(language, {});
    i18n.activate(language, [INTL_LOCALE[language]]);
    return [language, i18n];
  }),
);

/** Registers a module's messages: every language gets English beneath its own, so a missing key still reads. */
export function defineServerCatalog<M extends Messages>(
  ns: string,
  en: M,
  others: Partial<Record<Exclude<Language, 'en'>, Messages>>,
): ServerCatalog<Extract<keyof M, string>> {
  for (const language of LANGUAGES) {
    const own = language === 'en' ? en : { ...en, ...(others[language] ?? {}) };
    instances.get(language)!.load(language, Object.fromEntries(Object.entries(own).map(([key, message]) => [`${ns}.${key}`, message])));
  }
  return { ns };
}

/** A message in a language. */
export function translate<Key extends string>(language: Language, catalog: ServerCatalog<Key>, key: Key, values?: Values): string {
  return instances.get(language)!._(`${catalog.ns}.${key}`, values);
}

/** A message to word later (an error thrown before the answer's language is known). */
export function text<Key extends string>(catalog: ServerCatalog<Key>, key: Key, values?: Values): LocalText {
  return { catalog, key, values };
}

export function render(language: Language, local: LocalText): string {
  return translate(language, local.catalog, local.key, local.values);
}

/** The language of an HTTP request: its Accept-Language header, English without one. */
export function requestLanguage(request: { headers: Record<string, string | string[] | undefined> }): Language {
  const header = request.headers['accept-language'];
  return languageOfHeader(Array.isArray(header) ? header[0] : header);
}

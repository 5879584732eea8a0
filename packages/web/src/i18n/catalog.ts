import { setupI18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Language } from '@tilth/domain/preferences/language';

/**
 * Message catalogues (issue 34, docs/i18n.md). Each feature keeps its words in
 * `locales/en.json` (the source, the specification's wording) and `locales/<language>.json`, keyed
 * by name and written as ICU messages. English comes with the feature's code; another language's
 * file is a chunk of its own, fetched only when that language is chosen — a cold sign-in page in
 * English carries no Spanish and the reverse.
 */
export type Values = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;

/** A feature's catalogue: its namespace and its English messages' keys (a typo is a type error). */
export interface Catalog<Key extends string> {
  readonly ns: string;
  /** Type only: the keys of the English file. */
  readonly keys?: Key;
}

interface Registered {
  en: Messages;
  loaders: Partial<Record<Language, Loader>>;
}

export const i18n = setupI18n();
/** English only: what a key says while another language's file is still on its way (or lacks it). */
const english = setupI18n();
const registered = new Map<string, Registered>();
const loads = new Map<string, Promise<void>>();
const ready = new Set<string>();
/** The language last asked for (setLanguage), active once its files are in. */
let wanted: Language = 'en';

/**
 * The words' version: a new one when the language switches or words arrive that screens already
 * drawn may show (a feature's file in the active language, the domain's sentences). Never when a
 * feature registers its English: a redraw of every screen at each lazy chunk would cost a phone.
 */
let version = 0;
const listeners = new Set<() => void>();
export function wordsVersion(): number {
  return version;
}
export function onWordsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function wordsChanged(): void {
  version++;
  for (const listener of listeners) listener();
}

i18n.load('en', {});
english.load('en', {});
activate('en');
english.activate('en', [INTL_LOCALE.en]);

function activate(language: Language): void {
  i18n.activate(language, [INTL_LOCALE[language]]);
  wordsChanged();
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'es' ? 'es-419' : 'en';
}

function prefixed(ns: string, messages: Messages): Messages {
  const out: Messages = {};
  for (const key of Object.keys(messages)) out[`${ns}.${key}`] = messages[key]!;
  return out;
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/** The Intl locale numbers and dates are formatted with now ('en-US', 'es-419'). */
export function intlLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}

/** Fetches a namespace's file in a language; English under it, so a key the file lacks still reads. */
function loadNamespace(ns: string, language: Language): Promise<void> {
  const id = `${language}:${ns}`;
  if (language === 'en') return Promise.resolve();
  let pending = loads.get(id);
  if (!pending) {
    const catalog = registered.get(ns)!;
    const loader = catalog.loaders[language];
    pending = (loader ? loader().then((file) => file.default) : Promise.resolve({}))
      .then((messages) => {
        i18n.load(language, { ...prefixed(ns, catalog.en), ...prefixed(ns, messages) });
        ready.add(id);
        // Screens of this feature drawn in English meanwhile redraw in the language (not for English: nothing to wait for).
        if (language === currentLanguage()) wordsChanged();
      })
      .catch(() => {
        // Offline and never fetched: the screen stays in English rather than blank; tried again next time.
        loads.delete(id);
      });
    loads.set(id, pending);
  }
  return pending;
}

/**
 * Registers a feature's catalogue: `defineCatalog('sites', en, { es: () => import('./locales/es.json') })`.
 * When another language is already active, its file starts loading now, beside the feature's code.
 */
export function defineCatalog<M extends Record<string, string>>(
  ns: string,
  en: M,
  loaders: Partial<Record<Language, Loader>>,
): Catalog<Extract<keyof M, string>> {
  const messages = en as unknown as Messages;
  registered.set(ns, { en: messages, loaders });
  i18n.load('en', prefixed(ns, messages));
  english.load('en', prefixed(ns, messages));
  // The language being switched to, if a switch is under way: a chunk evaluated meanwhile loads its file too.
  if (wanted !== 'en') void loadNamespace(ns, wanted);
  return { ns };
}

/** Whether a namespace reads in the active language without waiting. */
function isReady(ns: string): boolean {
  const language = currentLanguage();
  return language === 'en' || ready.has(`${language}:${ns}`);
}

/** The instance that words a namespace now: the active language's once its file is in, English until then. */
export function wordsFor(ns: string): typeof i18n {
  return isReady(ns) ? i18n : english;
}

/** A message in the active language, English while its file hasn't arrived. For code outside components. */
export function translate<Key extends string>(catalog: Catalog<Key>, key: Key, values?: Values): string {
  return wordsFor(catalog.ns)._(`${catalog.ns}.${key}`, values);
}

/** Switches the app's language once every registered feature's file in it has arrived. */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  if (language === currentLanguage()) return;
  await Promise.all([...registered.keys()].map((ns) => loadNamespace(ns, language)));
  if (wanted !== language) return;
  activate(language);
  // Features registered while their language was on its way (chunks loaded at the start) and any whose file
  // failed: fetched now, each redrawing its screens as it arrives.
  for (const ns of registered.keys()) void loadNamespace(ns, language);
}

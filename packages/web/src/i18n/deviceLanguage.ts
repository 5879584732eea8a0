import { languageOf, LANGUAGES, type Language } from '@tilth/domain/preferences/language';

/**
 * The language the app starts in, before any account is read: the one last used on this device
 * (kept when the signed-in user's choice is applied), else the browser's preference.
 */
export const DEVICE_LANGUAGE_KEY = 'tilth-language';

export function browserLanguage(): Language {
  return typeof navigator === 'undefined' ? 'en' : languageOf(navigator.languages ?? [navigator.language]);
}

export function deviceLanguage(): Language {
  try {
    const kept = localStorage.getItem(DEVICE_LANGUAGE_KEY);
    if (kept && (LANGUAGES as readonly string[]).includes(kept)) return kept as Language;
  } catch {
    // Storage blocked (private mode): the browser's preference.
  }
  return browserLanguage();
}

/** Remembers the signed-in user's language for the next start on this device; null follows the browser. */
export function keepDeviceLanguage(language: Language | null): void {
  try {
    if (language) localStorage.setItem(DEVICE_LANGUAGE_KEY, language);
    else localStorage.removeItem(DEVICE_LANGUAGE_KEY);
  } catch {
    // Not kept: the next start follows the browser until the account is read.
  }
}

import { chosenLanguage, type LanguageChoice } from '@tilth/domain/preferences/language';
import { useEffect } from 'react';
import { setLanguage } from '../../i18n/catalog';
import { browserLanguage, keepDeviceLanguage } from '../../i18n/deviceLanguage';
import { startDomainText } from '../../i18n/domainText';

/**
 * Applies the signed-in user's language (issue 34): their choice in Edit Profile, else the
 * browser's. Kept on the device, so the next start (and the sign-in page) opens in it. Form
 * checks' sentences (zod's own and the domain's) follow.
 */
export function useLanguagePreference(choice: LanguageChoice | undefined): void {
  const language = chosenLanguage(choice, browserLanguage());
  useEffect(() => {
    keepDeviceLanguage(choice && choice !== 'system' ? language : null);
    void setLanguage(language).then(() => startDomainText());
    // Only the one language's zod messages load, not zod's forty.
    void Promise.all([import('zod'), language === 'es' ? import('zod/v4/locales/es.js') : import('zod/v4/locales/en.js')]).then(
      ([zod, locale]) => zod.config(locale.default()),
    );
  }, [choice, language]);
}

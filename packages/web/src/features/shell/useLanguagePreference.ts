import { useQueryClient } from '@tanstack/react-query';
import type { Preference } from '@tilth/domain';
import { chosenLanguage } from '@tilth/domain/preferences/language';
import { useEffect } from 'react';
import { setLanguage } from '../../i18n/catalog';
import { browserLanguage, keepDeviceLanguage } from '../../i18n/deviceLanguage';
import { startDomainText } from '../../i18n/domainText';
import { updatePreference } from '../auth/authApi';
import { accountKeys } from '../auth/useAccount';

/**
 * Applies the signed-in user's language (issue 34): their choice in Edit Profile, else the
 * browser's. Kept on the device, so the next start (and the sign-in page) opens in it. Form
 * checks' sentences (zod's own and the domain's) follow. The browser's language is also told to
 * the server, quietly, when it changed: e-mails follow it while the user leaves the choice to the system.
 */
export function useLanguagePreference(userId: string, preference: Pick<Preference, 'language' | 'browserLanguage'>): void {
  const queryClient = useQueryClient();
  const choice = preference.language;
  const browser = browserLanguage();
  const language = chosenLanguage(choice, browser);
  useEffect(() => {
    keepDeviceLanguage(choice && choice !== 'system' ? language : null);
    void setLanguage(language).then(() => startDomainText());
    // Only the one language's zod messages load, not zod's forty.
    void Promise.all([import('zod'), language === 'es' ? import('zod/v4/locales/es.js') : import('zod/v4/locales/en.js')]).then(
      ([zod, locale]) => zod.config(locale.default()),
    );
  }, [choice, language]);

  // Rows cached on the device before the field existed have none (undefined): told once, like a change.
  const reported = preference.browserLanguage;
  useEffect(() => {
    if (reported === browser) return;
    updatePreference({ browserLanguage: browser })
      .then((saved) => queryClient.setQueryData(accountKeys.preference(userId), saved))
      // Offline or refused: nothing the user needs to hear; the next start tells it again.
      .catch(() => undefined);
  }, [reported, browser, userId, queryClient]);
}

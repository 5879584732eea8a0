import { useEffect, useState } from 'react';
import { currentLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { useLanguageLocale } from '../../i18n/useT';

/**
 * Loads the domain's sentences (the code's checks, the setup's message) in the active language and
 * re-renders once they are in: the shell, which loads them otherwise, isn't there before sign-in.
 */
export function useDomainText(): void {
  const locale = useLanguageLocale();
  const [, setLoaded] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    if (currentLanguage() !== 'en') void startDomainText().then(() => live && setLoaded(locale));
    return () => {
      live = false;
    };
  }, [locale]);
}

import { useEffect } from 'react';
import { currentLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { useLanguageLocale } from '../../i18n/useT';

/**
 * Loads the domain's sentences (the code's checks, the setup's message) in the active language; the
 * caller redraws when they arrive (startDomainText announces it). The shell, which loads them
 * otherwise, isn't there before sign-in.
 */
export function useDomainText(): void {
  const version = useLanguageLocale();
  useEffect(() => {
    if (currentLanguage() !== 'en') void startDomainText();
  }, [version]);
}

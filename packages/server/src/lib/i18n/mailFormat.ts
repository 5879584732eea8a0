import { INTL_LOCALE, type Language } from '@tilth/domain/preferences/language';

/**
 * A calendar day (an ISO date or instant's UTC day) as a mail writes it: English keeps the ISO day
 * ("2026-11-27", the mails' documented wording), another language its own ("27 de noviembre de 2026").
 */
export function mailDay(language: Language, iso: string): string {
  const day = iso.slice(0, 10);
  if (language === 'en') return day;
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

import { SegmentedControl } from '@mantine/core';
import type { LanguageChoice } from '@tilth/domain/preferences/language';
import { useT } from '../../i18n/useT';
import { profileMessages } from './messages';

/**
 * The browser's language, English or Spanish (issue 34). The shell applies the saved preference
 * (useLanguagePreference), so the app switches as soon as this is picked and comes back if the
 * server refuses it. Each language's name is written in that language, whatever the app shows.
 */
export function LanguageControl({
  labelledBy,
  language,
  onChange,
}: {
  labelledBy: string;
  language: LanguageChoice | undefined;
  onChange: (language: LanguageChoice) => void;
}) {
  const t = useT(profileMessages);
  const choices: { value: LanguageChoice; label: string }[] = [
    { value: 'system', label: t('browserLanguage') },
    { value: 'en', label: t('english') },
    { value: 'es', label: t('spanish') },
  ];
  return (
    <SegmentedControl
      aria-labelledby={labelledBy}
      data={choices}
      value={language ?? 'system'}
      onChange={(value) => onChange(value as LanguageChoice)}
      fullWidth
      size="md"
    />
  );
}

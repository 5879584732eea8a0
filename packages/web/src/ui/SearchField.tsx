import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../i18n/useT';
import { uiMessages } from './messages';

/** A search box with a clear button; the caller debounces what it does with the text. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maw = 420,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maw?: number | string;
}) {
  const t = useT(uiMessages);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={value ? <CloseButton aria-label={t('clearSearch')} onClick={() => onChange('')} /> : null}
      maw={maw}
      w="100%"
    />
  );
}

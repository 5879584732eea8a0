import { Alert, Badge, Button, Checkbox, Group, Input, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { emailField, type Recipient } from '@tilth/domain';
import { useEffect, useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { errorText } from '../../ui/apiMessages';
import { SearchField } from '../../ui/SearchField';
import { farmKeys, fetchFarmOptions } from '../farms/farmsApi';
import { fieldReportMessages, type FieldReportKey } from './messages';

/** Spec 000 §9: the recipient modal's farm search waits 500 ms. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 500;

export type RecipientMode = 'add' | 'view' | 'edit';
/** Each mode's title, by its key in the field report catalogue. */
const TITLES: Record<RecipientMode, FieldReportKey> = { add: 'titleAdd', view: 'titleView', edit: 'titleEdit' };

export interface RecipientDraft {
  email: string;
  farms: { objectId: string; name: string }[];
}

/**
 * The recipient modal (spec 000 §2.6, §4): add, view (read-only) or edit. Saving needs an e-mail
 * and at least one farm; the e-mail is the recipient's identity, so only farms change in edit.
 */
export function RecipientModal({
  mode,
  recipient,
  opened,
  saving,
  onClose,
  onSave,
  onEdit,
}: {
  mode: RecipientMode;
  recipient: Recipient | null;
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (draft: RecipientDraft) => void;
  onEdit: () => void;
}) {
  const t = useT(fieldReportMessages);
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<{ objectId: string; name: string }[]>([]);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<{ email?: string; farms?: string }>({});
  const [debounced] = useDebouncedValue(search.trimEnd(), RECIPIENT_SEARCH_DEBOUNCE_MS);
  const readOnly = mode === 'view';

  useEffect(() => {
    if (!opened) return;
    setEmail(recipient?.email ?? '');
    setChosen(recipient?.farmDetails ?? []);
    setSearch('');
    setErrors({});
  }, [opened, recipient]);

  const options = useQuery({
    queryKey: farmKeys.picker(debounced),
    queryFn: ({ signal }) => fetchFarmOptions(debounced, signal),
    enabled: opened && !readOnly,
    placeholderData: keepPreviousData,
  });

  const toggle = (farm: { objectId: string; name: string }, checked: boolean) => {
    setChosen((current) => (checked ? [...current, farm] : current.filter((f) => f.objectId !== farm.objectId)));
    if (checked) setErrors((e) => ({ ...e, farms: undefined }));
  };

  const submit = () => {
    const parsed = emailField('Email').safeParse(email);
    const next = {
      // The e-mail's check is the domain's sentence, in English: shown in the language of the screen.
      email: parsed.success ? undefined : domainText(parsed.error.issues[0]?.message ?? ''),
      farms: chosen.length ? undefined : t('selectFarm'),
    };
    setErrors(next);
    if (next.email || next.farms || !parsed.success) return;
    onSave({ email: parsed.data, farms: chosen });
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t(TITLES[mode])} size="lg">
      <Stack gap="md">
        <TextInput
          label={t('email')}
          type="email"
          withAsterisk={mode === 'add'}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setErrors((er) => ({ ...er, email: undefined }));
          }}
          readOnly={mode !== 'add'}
          variant={mode === 'add' ? 'default' : 'filled'}
          error={errors.email}
          description={mode === 'edit' ? t('emailEditHint') : undefined}
          data-autofocus={mode === 'add' || undefined}
        />
        <Stack gap={6}>
          <Input.Label size="md" required={mode !== 'view'}>
            {t('farmsInReport')}
          </Input.Label>
          {chosen.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noFarms')}
            </Text>
          ) : (
            <Group gap={6} aria-label={t('chosenFarms')} role="list">
              {chosen.map((farm) => (
                <Badge key={farm.objectId} role="listitem" variant="light" color="field" radius="sm" tt="none" size="lg">
                  {farm.name}
                </Badge>
              ))}
            </Group>
          )}
          {errors.farms && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {errors.farms}
            </Text>
          )}
        </Stack>
        {!readOnly && (
          <Stack gap="xs">
            <SearchField label={t('searchFarms')} placeholder={t('searchPlaceholder')} value={search} onChange={setSearch} maw="100%" />
            {options.isError ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
                {errorText(options.error)}
              </Alert>
            ) : options.isPending ? (
              <Loader size="sm" aria-label={t('loadingFarms')} />
            ) : options.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('noResults', { search: debounced })}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
                <Stack gap="xs" role="group" aria-label={t('farmsToChoose')}>
                  {options.data.map((farm) => (
                    <Checkbox
                      size="md"
                      key={farm.objectId}
                      label={farm.name}
                      checked={chosen.some((f) => f.objectId === farm.objectId)}
                      onChange={(e) => toggle({ objectId: farm.objectId, name: farm.name }, e.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {readOnly ? t('close') : t('cancel')}
          </Button>
          {readOnly ? (
            <Button onClick={onEdit}>{t('edit')}</Button>
          ) : (
            <Button onClick={submit} loading={saving}>
              {t('save')}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}

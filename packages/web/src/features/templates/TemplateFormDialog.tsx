import { Alert, Button, Group, MultiSelect, Radio, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MAX_TEMPLATE_NAME, SHARING_LABELS, TEMPLATE_FORM_MESSAGES, type SharingOption, type SharingSettings } from '@tilth/domain';
import { useEffect, useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { errorText } from '../../ui/apiMessages';
import { templatesMessages } from './messages';
import { useSharingCandidates } from './templateApi';

export interface TemplateFormValues {
  name: string;
  sharingSettings: SharingSettings;
}

export interface TemplateFormDialogProps {
  opened: boolean;
  title: string;
  cropType: string;
  initial: TemplateFormValues;
  canSharePublic: boolean;
  onSubmit: (values: TemplateFormValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create or edit a template's header (spec 001 §2.8 dialogs, §5 "Template form"): name required,
 * crop type fixed, sharing with my team and above (default), selected members (at least one),
 * or everyone (administrators only). The server's message shows under the form.
 */
export function TemplateFormDialog({ opened, title, cropType, initial, canSharePublic, onSubmit, onClose }: TemplateFormDialogProps) {
  const t = useT(templatesMessages);
  const [name, setName] = useState(initial.name);
  const [sharing, setSharing] = useState<SharingOption>(initial.sharingSettings.sharingOption);
  const [members, setMembers] = useState<string[]>(initial.sharingSettings.members);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setName(initial.name);
    setSharing(initial.sharingSettings.sharingOption);
    setMembers(initial.sharingSettings.members);
    setError(null);
  }, [opened, initial]);
  const candidates = useSharingCandidates(opened && sharing === 'CUSTOM');
  const options = (['TEAM_AND_ABOVE', 'CUSTOM', 'PUBLIC'] as const).filter((o) => o !== 'PUBLIC' || canSharePublic);

  const submit = async () => {
    if (!name.trim()) return setError(TEMPLATE_FORM_MESSAGES.nameRequired);
    if (sharing === 'CUSTOM' && members.length === 0) return setError(TEMPLATE_FORM_MESSAGES.membersRequired);
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name: name.trim(), sharingSettings: { sharingOption: sharing, members: sharing === 'CUSTOM' ? members : [] } });
      onClose();
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={() => !busy && onClose()} title={title} closeButtonProps={{ 'aria-label': t('close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('templateName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={MAX_TEMPLATE_NAME}
            required
            data-autofocus
          />
          <TextInput label={t('cropType')} value={cropType} readOnly disabled />
          <Radio.Group label={t('shareWith')} value={sharing} onChange={(value) => setSharing(value as SharingOption)}>
            <Stack gap={6} mt={6}>
              {options.map((option) => (
                <Radio key={option} value={option} label={domainText(SHARING_LABELS[option])} />
              ))}
            </Stack>
          </Radio.Group>
          {sharing === 'CUSTOM' && (
            <MultiSelect
              label={t('members')}
              placeholder={candidates.isPending ? t('loadingMembers') : t('chooseMembers')}
              data={(candidates.data ?? []).map((c) => ({
                value: c.objectId,
                label: t('memberOption', { name: c.name, organisation: c.organisation }),
              }))}
              value={members}
              onChange={setMembers}
              searchable
              clearable
              nothingFoundMessage={t('noMembersFound')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {domainText(error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

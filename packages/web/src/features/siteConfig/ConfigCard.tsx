import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { INSTALL_DATE_MESSAGE_MS, SITE_CONFIG_MESSAGES } from '@tilth/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { FLASH_MS } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { siteConfigMessages } from './messages';

/** What pressing Save does: a message when the form is not valid, nothing to send, or the call. */
export type SaveOutcome = { invalid: string } | 'unchanged' | Promise<unknown>;

export interface ConfigCardProps {
  title: string;
  /** The heading's id (stable whatever the language); from the title when not given. */
  labelId?: string;
  description?: ReactNode;
  /** Edit/Save are shown only when the API allows it (spec 002 §6). */
  canEdit: boolean;
  /** Copies the saved values into the form when Edit is pressed. */
  onEdit: () => void;
  onSave: () => SaveOutcome;
  children: (editing: boolean, saving: boolean) => ReactNode;
  /** Buttons beside Edit/Save that work outside the edit cycle (recompute, migration). */
  extraActions?: ReactNode;
}

const idOf = (title: string) => `config-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * Every card of the Configuration page (spec 002 §2.2, §4): read-only until Edit, which enables
 * the fields and becomes Save; Save submits and returns to read-only with 'Data updated
 * successfully', or keeps the fields and shows the server's message in a banner on the card (§8).
 */
export function ConfigCard({ title, labelId, description, canEdit, onEdit, onSave, children, extraActions }: ConfigCardProps) {
  const t = useT(siteConfigMessages);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // Spec 002 §5: 'Install date should have a value.' shows for two seconds; other messages stay.
  useEffect(() => {
    if (failure !== SITE_CONFIG_MESSAGES.installDateRequired) return;
    const timer = setTimeout(() => setFailure(null), INSTALL_DATE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const startEditing = () => {
    onEdit();
    setFailure(null);
    setSaved(false);
    setEditing(true);
  };
  const submit = async () => {
    setFailure(null);
    const outcome = onSave();
    if (outcome === 'unchanged') {
      setEditing(false);
      return;
    }
    if ('invalid' in outcome) {
      setFailure(outcome.invalid);
      return;
    }
    setSaving(true);
    try {
      await outcome;
      setEditing(false);
      setSaved(true);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const actions = (canEdit || extraActions) && (
    <Group gap="xs">
      {extraActions}
      {canEdit && editing && (
        <Button variant="default" onClick={() => setEditing(false)} disabled={saving}>
          {t('cancel')}
        </Button>
      )}
      {canEdit && (
        <Button onClick={editing ? () => void submit() : startEditing} loading={saving}>
          {editing ? t('save') : t('edit')}
        </Button>
      )}
    </Group>
  );

  return (
    <SectionCard title={title} labelId={labelId ?? idOf(title)} description={description} actions={actions}>
      <Stack gap="md">
        {failure && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            withCloseButton
            closeButtonLabel={t('dismissMessage')}
            onClose={() => setFailure(null)}
            data-testid="config-card-error"
          >
            {/* The domain's checks answer in English (kept so, to compare); the others are already worded. */}
            {domainText(failure)}
          </Alert>
        )}
        {saved && (
          <Alert color="field" role="status" icon={<IconCircleCheck aria-hidden />} data-testid="config-card-saved">
            {domainText(SITE_CONFIG_MESSAGES.saved)}
          </Alert>
        )}
        {children(editing, saving)}
      </Stack>
    </SectionCard>
  );
}

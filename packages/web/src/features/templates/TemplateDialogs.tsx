import { THRESHOLD_PAGE_MESSAGES, type CropTemplate } from '@tilth/domain';
import { useMemo } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { MessageDialog } from '../../ui/MessageDialog';
import { ConfirmDialog } from '../siteGraph/panels/ConfirmDialog';
import { templatesMessages } from './messages';
import { TemplateFormDialog, type TemplateFormValues } from './TemplateFormDialog';
import { useTemplateUsage } from './templateApi';
import { templateDeleteMessage } from './templateDeleteMessage';
import type { TemplateDialog } from './useTemplateActions';

const NEW_FORM: TemplateFormValues = { name: '', sharingSettings: { sharingOption: 'TEAM_AND_ABOVE', members: [] } };

export interface TemplateDialogsProps {
  dialog: TemplateDialog;
  busy: boolean;
  selectedId: string | null;
  loaded: CropTemplate | undefined;
  cropType: string;
  canSharePublic: boolean;
  onClose: () => void;
  onSubmit: (values: TemplateFormValues) => Promise<unknown>;
  onOverwrite: () => void;
  onRemove: () => void;
}

/** The template section's dialogs: save or edit the header, overwrite, delete (counting the sites using it), Info. */
export function TemplateDialogs({ dialog, busy, selectedId, loaded, cropType, canSharePublic, ...on }: TemplateDialogsProps) {
  const t = useT(templatesMessages);
  // Deleting un-applies the template from every site using it: the dialog counts them first.
  const usage = useTemplateUsage(dialog?.kind === 'delete' ? selectedId : null);
  const editing = dialog?.kind === 'edit';
  const formInitial = useMemo<TemplateFormValues>(
    () =>
      editing && loaded
        ? {
            name: loaded.headerDetails.Name,
            sharingSettings: {
              sharingOption: loaded.sharingSettings.sharingOption,
              members: loaded.sharingSettings.members.map((m) => m.objectId),
            },
          }
        : NEW_FORM,
    [editing, loaded],
  );
  return (
    <>
      <TemplateFormDialog
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? t('editTemplate') : t('saveTemplate')}
        cropType={cropType}
        initial={formInitial}
        canSharePublic={canSharePublic}
        onClose={on.onClose}
        onSubmit={on.onSubmit}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'overwrite'}
        title={domainText(THRESHOLD_PAGE_MESSAGES.overwriteTitle)}
        message={domainText(THRESHOLD_PAGE_MESSAGES.overwriteConfirm)}
        busy={busy}
        onConfirm={on.onOverwrite}
        onCancel={on.onClose}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        message={
          <span data-testid="template-delete-message">
            {templateDeleteMessage(usage.isError ? 'unknown' : usage.isFetching || !usage.data ? null : usage.data.siteCount)}
          </span>
        }
        busy={busy}
        danger
        onConfirm={on.onRemove}
        onCancel={on.onClose}
      />
      <MessageDialog
        opened={dialog?.kind === 'info'}
        title={t('info')}
        message={dialog?.kind === 'info' ? domainText(dialog.message) : ''}
        onClose={on.onClose}
      />
    </>
  );
}

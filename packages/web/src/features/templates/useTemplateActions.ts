import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { useState } from 'react';
import { errorText } from '../../ui/apiMessages';
import { useSiteUpdate } from '../thresholds/thresholdsApi';
import { preparedRows } from './model/templateEditor';
import type { TemplateFormValues } from './TemplateFormDialog';
import { useTemplateMutations } from './templateApi';
import type { TemplateDraft } from './useTemplateDraft';

export type TemplateDialog =
  { kind: 'create' } | { kind: 'edit' } | { kind: 'overwrite' } | { kind: 'delete' } | { kind: 'info'; message: string } | null;

/**
 * What the template section does with the draft: save (a new template, or overwrite the user's own
 * after asking), edit its header, delete it, and apply a template to the site or clear it. Which
 * dialog is open is kept here.
 */
export function useTemplateActions(draft: TemplateDraft, siteObjId: string, cropType: string) {
  const mutations = useTemplateMutations();
  const siteUpdate = useSiteUpdate(siteObjId);
  const [dialog, setDialog] = useState<TemplateDialog>(null);
  const [busy, setBusy] = useState(false);
  const { selectedId } = draft;

  const save = () => {
    if (!draft.checked()) return;
    setDialog(draft.own ? { kind: 'overwrite' } : { kind: 'create' });
  };
  const saveNew = () => {
    if (draft.checked()) setDialog({ kind: 'create' });
  };
  const overwrite = async () => {
    const prepared = draft.checked();
    if (!prepared || !selectedId) return;
    setBusy(true);
    try {
      await mutations.update.mutateAsync({ id: selectedId, body: { templateData: prepared } });
      setDialog(null);
    } catch {
      setDialog(null);
      draft.setError(THRESHOLD_PAGE_MESSAGES.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!selectedId) return;
    setBusy(true);
    try {
      await mutations.remove.mutateAsync(selectedId);
      setDialog(null);
      draft.startNew();
    } catch (cause) {
      setDialog(null);
      draft.setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };
  /** The form dialog's submit: the header of the template being edited, or a new template of the draft's rows. */
  const submitForm = async (values: TemplateFormValues) => {
    if (dialog?.kind === 'edit' && selectedId) {
      await mutations.update.mutateAsync({ id: selectedId, body: values });
      return;
    }
    const prepared = preparedRows(draft.rows);
    if (!prepared.rows) throw new Error(prepared.error);
    const created = await mutations.create.mutateAsync({ ...values, cropType, templateData: prepared.rows });
    draft.select(created.objectId);
  };
  const apply = (objectId: string | null) =>
    siteUpdate.mutate(
      { cropTemplate: objectId ? { objectId } : null },
      {
        onSuccess: () => {
          draft.setError(null);
          if (!objectId) draft.clearedFromSite();
        },
        onError: (cause) => draft.setError(errorText(cause)),
      },
    );

  return {
    dialog,
    setDialog,
    closeDialog: () => setDialog(null),
    busy,
    save,
    saveNew,
    overwrite,
    remove,
    submitForm,
    apply,
    applying: siteUpdate.isPending && siteUpdate.variables?.cropTemplate !== null,
    clearing: siteUpdate.isPending && siteUpdate.variables?.cropTemplate === null,
  };
}

import type { TemplateRow } from '@tilth/domain';
import { useEffect, useState } from 'react';
import { translate } from '../../i18n/catalog';
import { errorText } from '../../ui/apiMessages';
import { templatesMessages } from './messages';
import { csvOnly, defaultTemplateRows, isCsvFile, parseTemplateCsv, preparedRows } from './model/templateEditor';
import { useTemplate } from './templateApi';

/**
 * The template being worked on: which one is picked, its rows as edited, the rows the preview
 * shows and the editor's error. Picking a template loads its rows; one that can't be loaded is
 * cleared (spec 001 §8).
 */
export function useTemplateDraft(applied: string | null) {
  const [selectedId, setSelectedId] = useState<string | null>(applied);
  const template = useTemplate(selectedId);
  const [rows, setRows] = useState<TemplateRow[]>(defaultTemplateRows);
  const [previewRows, setPreviewRows] = useState<TemplateRow[]>(() => (applied ? [] : defaultTemplateRows()));
  const [error, setError] = useState<string | null>(null);

  // A template loaded (or saved again) replaces the rows and the preview.
  const loaded = template.data;
  useEffect(() => {
    if (!loaded) return;
    setRows(loaded.templateData);
    setPreviewRows(loaded.templateData);
    setError(null);
  }, [loaded]);
  // Spec 001 §8: a template that can't be loaded is cleared.
  useEffect(() => {
    if (template.error) {
      setSelectedId(null);
      setError(errorText(template.error));
    }
  }, [template.error]);

  const startNew = () => {
    setSelectedId(null);
    setRows(defaultTemplateRows());
    setPreviewRows(defaultTemplateRows());
    setError(null);
  };
  /** The rows ready to save, or null with the editor's error shown. */
  const checked = () => {
    const prepared = preparedRows(rows);
    if (prepared.error) setError(prepared.error);
    else setError(null);
    return prepared.rows;
  };
  const updatePreview = () => {
    const prepared = checked();
    if (prepared) setPreviewRows(prepared);
  };
  const importFile = async (file: File) => {
    if (!isCsvFile(file)) return setError(csvOnly());
    const parsed = parseTemplateCsv(await file.text());
    if (!parsed.rows) return setError(parsed.error);
    setError(null);
    setRows(parsed.rows);
    setPreviewRows(parsed.rows);
  };
  /** After the site's template is cleared: nothing picked, default rows, no preview. */
  const clearedFromSite = () => {
    setSelectedId(null);
    setRows(defaultTemplateRows());
    setPreviewRows([]);
  };

  return {
    selectedId,
    select: setSelectedId,
    /** Still loading the picked template. */
    loading: !!selectedId && template.isPending,
    loaded,
    /** The picked template is the user's own (Edit, Delete, Save overwrites it). */
    own: !!loaded && loaded.isEditable && loaded.objectId === selectedId,
    /** The export's file name. */
    name: selectedId
      ? (loaded?.headerDetails.Name ?? translate(templatesMessages, 'fileNameFallback'))
      : translate(templatesMessages, 'newTemplate'),
    rows,
    setRows,
    previewRows,
    error,
    setError,
    startNew,
    checked,
    updatePreview,
    importFile,
    clearedFromSite,
  };
}

export type TemplateDraft = ReturnType<typeof useTemplateDraft>;

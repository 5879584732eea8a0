import { Alert, Button, FileButton, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconDownload, IconEye, IconPlus, IconRefresh, IconUpload } from '@tabler/icons-react';
import type { TemplateRow, TimeRange } from '@tilth/domain';
import { useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { templatesMessages } from './messages';
import { TemplatePreviewChart } from './TemplatePreviewChart';
import { TemplateTable } from './TemplateTable';
import { type EditableBand } from './model/templateEditor';

export interface TemplateEditorProps {
  rows: TemplateRow[];
  previewRows: TemplateRow[];
  plantingDate: string;
  range: TimeRange;
  timeZone: string;
  /** The caller may edit (spec 001 §6): every control below but Show/Hide. */
  canEdit: boolean;
  /** Save New Template is offered (the role may create templates). */
  canCreate: boolean;
  /** The rows belong to a saved template (Save overwrites it, after asking) or are new (Save creates one). */
  saving: boolean;
  error: string | null;
  onCell: (index: number, field: 'start_day' | EditableBand, value: number) => void;
  onShift: (band: EditableBand, direction: 1 | -1) => void;
  onInsertBelow: (index: number) => void;
  onDelete: (index: number) => void;
  onAddRow: () => void;
  onUpdatePreview: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
  onSave: () => void;
  onSaveNew: () => void;
  saveLabel: string;
}

/** The template editor (spec 001 §2.9): the preview graph, the buttons and the table. */
export function TemplateEditor(props: TemplateEditorProps) {
  const t = useT(templatesMessages);
  const { canEdit, canCreate } = props;
  const [tableShown, setTableShown] = useState(true);
  return (
    <Stack gap="sm" data-testid="template-editor">
      <TemplatePreviewChart rows={props.previewRows} plantingDate={props.plantingDate} range={props.range} timeZone={props.timeZone} />
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="xs" leftSection={<IconEye size={16} aria-hidden />} onClick={() => setTableShown((s) => !s)}>
          {tableShown ? t('hideTable') : t('showTable')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!canEdit}
          onClick={props.onExport}
        >
          {t('export')}
        </Button>
        <FileButton onChange={(file) => file && props.onImport(file)} accept=".csv,text/csv">
          {(buttonProps) => (
            <Button {...buttonProps} variant="default" size="xs" leftSection={<IconUpload size={16} aria-hidden />} disabled={!canEdit}>
              {t('import')}
            </Button>
          )}
        </FileButton>
        <Button variant="default" size="xs" leftSection={<IconPlus size={16} aria-hidden />} disabled={!canEdit} onClick={props.onAddRow}>
          {t('addRow')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={!canEdit}
          onClick={props.onUpdatePreview}
        >
          {t('updatePreview')}
        </Button>
        <Button
          size="xs"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={!canEdit}
          loading={props.saving}
          onClick={props.onSave}
        >
          {props.saveLabel}
        </Button>
        <Button variant="light" size="xs" disabled={!canEdit || !canCreate} onClick={props.onSaveNew}>
          {t('saveNewTemplate')}
        </Button>
      </Group>
      {props.error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="template-error">
          {/* The domain's row checks answer in English; server messages are already worded. */}
          {domainText(props.error)}
        </Alert>
      )}
      {tableShown && (
        <TemplateTable
          rows={props.rows}
          canEdit={canEdit}
          onCell={props.onCell}
          onShift={props.onShift}
          onInsertBelow={props.onInsertBelow}
          onDelete={props.onDelete}
        />
      )}
    </Stack>
  );
}

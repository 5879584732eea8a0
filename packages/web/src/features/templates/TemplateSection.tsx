import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { THRESHOLD_PAGE_MESSAGES, type ThresholdPage, type TimeRange } from '@tilth/domain';
import { useMemo } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { downloadText } from '../siteGraph/csvDownload';
import { templatesMessages } from './messages';
import { addRow, deleteRow, insertRowBelow, setCell, shiftColumn, templateCsv, templateFileName } from './model/templateEditor';
import { TemplateDialogs } from './TemplateDialogs';
import { TemplateEditor } from './TemplateEditor';
import { TemplateListNotice } from './TemplateListNotice';
import { TemplatePicker } from './TemplatePicker';
import { TemplateStatus } from './TemplateStatus';
import { useTemplateList } from './templateApi';
import { useTemplateActions } from './useTemplateActions';
import { useTemplateDraft } from './useTemplateDraft';

export interface TemplateSectionProps {
  page: ThresholdPage;
  range: TimeRange;
  canEdit: boolean;
  canCreate: boolean;
  canSharePublic: boolean;
}

/**
 * The template half of the page (spec 001 §2.9, §4 "Templates", §5, §6, §8): the picker for the
 * site's crop type, the owner's Edit and Delete, applying or clearing the site's template, and
 * the editor. A site without a planting date or crop type can't use templates, and says so.
 */
export function TemplateSection(props: TemplateSectionProps) {
  const { page } = props;
  if (!page.plantingDate) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="template-no-planting-date">
        {domainText(THRESHOLD_PAGE_MESSAGES.noPlantingDate)}
      </Alert>
    );
  }
  if (!page.plantType) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
        {domainText(THRESHOLD_PAGE_MESSAGES.cropUnknown)}
      </Alert>
    );
  }
  return <TemplateWorkspace {...props} plantingDate={page.plantingDate} cropType={page.plantType} />;
}

/** The section once the site can use templates: picker, status, editor and dialogs around one draft. */
function TemplateWorkspace({
  page,
  range,
  canEdit,
  canCreate,
  canSharePublic,
  plantingDate,
  cropType,
}: TemplateSectionProps & { plantingDate: string; cropType: string }) {
  const t = useT(templatesMessages);
  const applied = page.cropTemplate?.objectId ?? null;
  const list = useTemplateList(cropType);
  const draft = useTemplateDraft(applied);
  const actions = useTemplateActions(draft, page.objectId, cropType);
  const { selectedId, rows, setRows } = draft;
  const options = useMemo(
    () =>
      (list.data ?? []).map((template) => ({
        value: template.objectId,
        label: t('templateOption', { name: template.headerDetails.Name, creator: template.createdBy.name }),
      })),
    [list.data, t],
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="template-section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('cropTemplate')}
        </Title>
        <TemplatePicker
          options={options}
          listPending={list.isPending}
          selectedId={selectedId}
          cropType={cropType}
          applied={applied}
          loaded={!!draft.loaded}
          canEdit={canEdit}
          canCreate={canCreate}
          applying={actions.applying}
          clearing={actions.clearing}
          onSelect={draft.select}
          onNew={draft.startNew}
          onApply={actions.apply}
          onClear={() => actions.apply(null)}
        />
        <TemplateListNotice list={list} cropType={cropType} />
        <TemplateStatus
          applied={applied}
          selectedId={selectedId}
          own={draft.own}
          onEdit={() => actions.setDialog({ kind: 'edit' })}
          onDelete={() => actions.setDialog({ kind: 'delete' })}
        />
        {draft.loading ? (
          <Skeleton h={320} radius="md" />
        ) : (
          <TemplateEditor
            rows={rows}
            previewRows={draft.previewRows}
            plantingDate={plantingDate}
            range={range}
            timeZone={page.timeZone}
            canEdit={canEdit}
            canCreate={canCreate}
            saving={actions.busy && actions.dialog === null}
            error={draft.error}
            saveLabel={t('save')}
            onCell={(i, field, value) => setRows((r) => setCell(r, i, field, value))}
            onShift={(band, direction) => {
              const shifted = shiftColumn(rows, band, direction);
              if (shifted.rows) setRows(shifted.rows);
              else actions.setDialog({ kind: 'info', message: shifted.info });
            }}
            onInsertBelow={(i) => setRows((r) => insertRowBelow(r, i))}
            onDelete={(i) => setRows((r) => deleteRow(r, i))}
            onAddRow={() => setRows((r) => addRow(r))}
            onUpdatePreview={draft.updatePreview}
            onExport={() => downloadText(templateFileName(draft.name), templateCsv(rows))}
            onImport={(file) => void draft.importFile(file)}
            onSave={actions.save}
            onSaveNew={actions.saveNew}
          />
        )}
      </Stack>
      <TemplateDialogs
        dialog={actions.dialog}
        busy={actions.busy}
        selectedId={selectedId}
        loaded={draft.loaded}
        cropType={cropType}
        canSharePublic={canSharePublic}
        onClose={actions.closeDialog}
        onSubmit={actions.submitForm}
        onOverwrite={() => void actions.overwrite()}
        onRemove={() => void actions.remove()}
      />
    </Paper>
  );
}

import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { THRESHOLD_PAGE_MESSAGES, type TemplateRow, type ThresholdPage, type TimeRange } from '@tilth/domain';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../ui/apiMessages';
import { MessageDialog } from '../../ui/MessageDialog';
import { downloadText } from '../siteGraph/csvDownload';
import { ConfirmDialog } from '../siteGraph/panels/ConfirmDialog';
import { TemplateEditor } from './TemplateEditor';
import { TemplateFormDialog, type TemplateFormValues } from './TemplateFormDialog';
import {
  CSV_ONLY,
  addRow,
  defaultTemplateRows,
  deleteRow,
  insertRowBelow,
  isCsvFile,
  parseTemplateCsv,
  preparedRows,
  setCell,
  shiftColumn,
  templateCsv,
  templateFileName,
} from './model/templateEditor';
import { useSiteUpdate } from '../thresholds/thresholdsApi';
import { useTemplate, useTemplateList, useTemplateMutations, useTemplateUsage } from './templateApi';
import { templateDeleteMessage } from './templateDeleteMessage';

export interface TemplateSectionProps {
  page: ThresholdPage;
  range: TimeRange;
  canEdit: boolean;
  canCreate: boolean;
  canSharePublic: boolean;
}

const NEW_FORM: TemplateFormValues = { name: '', sharingSettings: { sharingOption: 'TEAM_AND_ABOVE', members: [] } };
type Dialog = { kind: 'create' } | { kind: 'edit' } | { kind: 'overwrite' } | { kind: 'delete' } | { kind: 'info'; message: string } | null;

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
        {THRESHOLD_PAGE_MESSAGES.noPlantingDate}
      </Alert>
    );
  }
  if (!page.plantType) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
        {THRESHOLD_PAGE_MESSAGES.cropUnknown}
      </Alert>
    );
  }
  return <TemplateWorkspace {...props} plantingDate={page.plantingDate} cropType={page.plantType} />;
}

function TemplateWorkspace({
  page,
  range,
  canEdit,
  canCreate,
  canSharePublic,
  plantingDate,
  cropType,
}: TemplateSectionProps & { plantingDate: string; cropType: string }) {
  const applied = page.cropTemplate?.objectId ?? null;
  const list = useTemplateList(cropType);
  const [selectedId, setSelectedId] = useState<string | null>(applied);
  const template = useTemplate(selectedId);
  const mutations = useTemplateMutations();
  const siteUpdate = useSiteUpdate(page.objectId);
  const [rows, setRows] = useState<TemplateRow[]>(defaultTemplateRows);
  const [previewRows, setPreviewRows] = useState<TemplateRow[]>(() => (applied ? [] : defaultTemplateRows()));
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  // Deleting un-applies the template from every site using it: the dialog counts them first.
  const usage = useTemplateUsage(dialog?.kind === 'delete' ? selectedId : null);

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
  const own = !!loaded && loaded.isEditable && loaded.objectId === selectedId;
  const name = selectedId ? (loaded?.headerDetails.Name ?? 'template') : 'New template';
  const options = useMemo(
    () => (list.data ?? []).map((t) => ({ value: t.objectId, label: `${t.headerDetails.Name} (${t.createdBy.name})` })),
    [list.data],
  );

  const startNew = () => {
    setSelectedId(null);
    setRows(defaultTemplateRows());
    setPreviewRows(defaultTemplateRows());
    setError(null);
  };
  const checked = () => {
    const prepared = preparedRows(rows);
    if (prepared.error) setError(prepared.error);
    else setError(null);
    return prepared.rows;
  };
  const onSave = () => {
    if (!checked()) return;
    setDialog(own ? { kind: 'overwrite' } : { kind: 'create' });
  };
  const onSaveNew = () => {
    if (checked()) setDialog({ kind: 'create' });
  };
  const overwrite = async () => {
    const prepared = checked();
    if (!prepared || !selectedId) return;
    setBusy(true);
    try {
      await mutations.update.mutateAsync({ id: selectedId, body: { templateData: prepared } });
      setDialog(null);
    } catch {
      setDialog(null);
      setError(THRESHOLD_PAGE_MESSAGES.saveFailed);
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
      startNew();
    } catch (cause) {
      setDialog(null);
      setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };
  const importFile = async (file: File) => {
    if (!isCsvFile(file)) return setError(CSV_ONLY);
    const parsed = parseTemplateCsv(await file.text());
    if (!parsed.rows) return setError(parsed.error);
    setError(null);
    setRows(parsed.rows);
    setPreviewRows(parsed.rows);
  };
  const apply = (objectId: string | null) =>
    siteUpdate.mutate(
      { cropTemplate: objectId ? { objectId } : null },
      {
        onSuccess: () => {
          setError(null);
          if (!objectId) {
            setSelectedId(null);
            setRows(defaultTemplateRows());
            setPreviewRows([]);
          }
        },
        onError: (cause) => setError(errorText(cause)),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="template-section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Crop template
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Select the Template"
            placeholder={list.isPending ? 'Loading templates…' : 'New template (unsaved)'}
            data={options}
            value={selectedId}
            onChange={(value) => (value ? setSelectedId(value) : startNew())}
            clearable
            searchable
            nothingFoundMessage="No templates"
            w={{ base: '100%', xs: 300 }}
            size="md"
            data-testid="template-picker"
          />
          <TextInput label="Crop Type" value={cropType} readOnly w={{ base: '100%', xs: 160 }} />
          {canCreate && (
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} disabled={!canEdit} onClick={startNew}>
              New Template
            </Button>
          )}
          <Button
            disabled={!canEdit || !selectedId || selectedId === applied || !loaded}
            loading={siteUpdate.isPending && siteUpdate.variables?.cropTemplate !== null}
            onClick={() => selectedId && apply(selectedId)}
          >
            Apply to site
          </Button>
          <Button
            variant="default"
            color="red"
            disabled={!canEdit || !applied}
            loading={siteUpdate.isPending && siteUpdate.variables?.cropTemplate === null}
            onClick={() => apply(null)}
          >
            Clear template
          </Button>
        </Group>
        {list.isSuccess && list.data.length === 0 && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {THRESHOLD_PAGE_MESSAGES.noTemplates(cropType)}
          </Alert>
        )}
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {errorText(list.error)}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap" mih={28}>
          {applied && selectedId === applied && (
            <Badge color="green" variant="light" data-testid="template-applied">
              Applied to this site
            </Badge>
          )}
          {applied && selectedId !== applied && (
            <Text size="sm" c="dimmed">
              Another template is applied to this site.
            </Text>
          )}
          {!applied && (
            <Text size="sm" c="dimmed">
              No template is applied: the site uses its thresholds.
            </Text>
          )}
          {own && (
            <>
              <Text size="sm" fw={700} c="teal.9" data-testid="template-own">
                {THRESHOLD_PAGE_MESSAGES.ownTemplate}
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setDialog({ kind: 'edit' })}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setDialog({ kind: 'delete' })}
              >
                Delete
              </Button>
            </>
          )}
        </Group>
        {selectedId && template.isPending ? (
          <Skeleton h={320} radius="md" />
        ) : (
          <TemplateEditor
            rows={rows}
            previewRows={previewRows}
            plantingDate={plantingDate}
            range={range}
            timeZone={page.timeZone}
            canEdit={canEdit}
            canCreate={canCreate}
            saving={busy && dialog === null}
            error={error}
            saveLabel="Save"
            onCell={(i, field, value) => setRows((r) => setCell(r, i, field, value))}
            onShift={(band, direction) => {
              const shifted = shiftColumn(rows, band, direction);
              if (shifted.rows) setRows(shifted.rows);
              else setDialog({ kind: 'info', message: shifted.info });
            }}
            onInsertBelow={(i) => setRows((r) => insertRowBelow(r, i))}
            onDelete={(i) => setRows((r) => deleteRow(r, i))}
            onAddRow={() => setRows((r) => addRow(r))}
            onUpdatePreview={() => {
              const prepared = checked();
              if (prepared) setPreviewRows(prepared);
            }}
            onExport={() => downloadText(templateFileName(name), templateCsv(rows))}
            onImport={(file) => void importFile(file)}
            onSave={onSave}
            onSaveNew={onSaveNew}
          />
        )}
      </Stack>
      <TemplateFormDialog
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? 'Edit template' : 'Save template'}
        cropType={cropType}
        initial={formInitial}
        canSharePublic={canSharePublic}
        onClose={() => setDialog(null)}
        onSubmit={async (values) => {
          if (dialog?.kind === 'edit' && selectedId) {
            await mutations.update.mutateAsync({ id: selectedId, body: values });
            return;
          }
          const prepared = preparedRows(rows);
          if (!prepared.rows) throw new Error(prepared.error);
          const created = await mutations.create.mutateAsync({ ...values, cropType, templateData: prepared.rows });
          setSelectedId(created.objectId);
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'overwrite'}
        title={THRESHOLD_PAGE_MESSAGES.overwriteTitle}
        message={THRESHOLD_PAGE_MESSAGES.overwriteConfirm}
        busy={busy}
        onConfirm={() => void overwrite()}
        onCancel={() => setDialog(null)}
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
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      />
      <MessageDialog
        opened={dialog?.kind === 'info'}
        title="Info"
        message={dialog?.kind === 'info' ? dialog.message : ''}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}

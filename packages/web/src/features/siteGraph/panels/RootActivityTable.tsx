import { Table, TextInput } from '@mantine/core';
import { INVALID_PLANTING_DATE, ROOT_ACTIVITY_BEFORE_PLANTING, type RootActivityRow, type RootActivityUpdate } from '@tilth/domain';
import { useState } from 'react';
import { errorText } from '../../../ui/apiMessages';
import { useRootActivity, useSaveRootActivity } from './graphExtrasApi';
import { depthLabel, EditSaveButtons, SaveError, TableSection } from './TableSection';
import { translate } from '../../../i18n/catalog';
import { domainText } from '../../../i18n/domainText';
import { useT } from '../../../i18n/useT';
import { panelsEnglish, panelsMessages } from './panelsMessages';
import { formatTableDate } from '../../../ui/zonedTime';

/** The English wording (shown in the active language). */
export const INVALID_RA_DATE = panelsEnglish.invalidRaDate;

export interface RootActivityTableProps {
  siteObjId: string;
  timeZone: string;
  /** The site's planting date (YYYY-MM-DD), or null when it has none. */
  plantingDate: string | null;
  canEdit?: boolean;
}

/** Manual first-activity date per sensor while editing ('' clears it). */
type Draft = Record<string, string>;

export interface RootActivityCheck {
  entries: RootActivityUpdate['entries'];
  /** Why nothing can be saved at all (no planting date). */
  error: string | null;
  /** Per sensor: why its date can't be saved. */
  rowErrors: Record<string, string>;
}

/**
 * Spec 001 §5: the changed manual dates, checked before they are sent — a planting date is needed,
 * and no date may precede it.
 */
export function checkRootActivity(rows: RootActivityRow[], draft: Draft, plantingDate: string | null): RootActivityCheck {
  const entries = rows
    .filter((row) => row.sensorId in draft && (draft[row.sensorId] || null) !== row.dateOfFirstRAManual)
    .map((row) => ({ sensorId: row.sensorId, dateOfFirstRAManual: draft[row.sensorId] || null }));
  const rowErrors: Record<string, string> = {};
  if (entries.length === 0) return { entries, error: null, rowErrors };
  if (!plantingDate) return { entries, error: domainText(INVALID_PLANTING_DATE), rowErrors };
  for (const { sensorId, dateOfFirstRAManual: date } of entries) {
    if (date === null) continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) rowErrors[sensorId] = translate(panelsMessages, 'invalidRaDate');
    else if (date < plantingDate) rowErrors[sensorId] = domainText(ROOT_ACTIVITY_BEFORE_PLANTING);
  }
  return { entries, error: null, rowErrors };
}

/** Spec 001 §2.8: Sensor depth, RA auto (detected), RA manual (the user's date, editable). */
export function RootActivityTable({ siteObjId, timeZone, plantingDate, canEdit = true }: RootActivityTableProps) {
  const t = useT(panelsMessages);
  const title = t('rootActivity');
  const query = useRootActivity(siteObjId, plantingDate);
  const save = useSaveRootActivity(siteObjId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [check, setCheck] = useState<Pick<RootActivityCheck, 'error' | 'rowErrors'>>({ error: null, rowErrors: {} });
  const rows = query.data?.rows ?? [];

  const clearMessages = () => {
    save.reset();
    setCheck({ error: null, rowErrors: {} });
  };
  const edit = () => {
    clearMessages();
    setDraft(Object.fromEntries(rows.map((row) => [row.sensorId, row.dateOfFirstRAManual ?? ''])));
  };
  const submit = () => {
    if (!draft) return;
    save.reset();
    const result = checkRootActivity(rows, draft, plantingDate ?? query.data?.plantingDate ?? null);
    setCheck({ error: result.error, rowErrors: result.rowErrors });
    if (result.error || Object.keys(result.rowErrors).length > 0) return;
    if (result.entries.length === 0) {
      setDraft(null);
      return;
    }
    save.mutate(result.entries, { onSuccess: () => setDraft(null) });
  };
  const cancel = () => {
    clearMessages();
    setDraft(null);
  };

  const message = check.error ?? (save.isError ? errorText(save.error) : null);

  return (
    <TableSection
      title={title}
      testId="table-root-activity"
      query={query}
      empty={rows.length === 0}
      columns={[t('sensorDepth'), t('raAuto'), t('raManual')]}
      actions={
        canEdit &&
        rows.length > 0 && (
          <EditSaveButtons title={title} editing={draft !== null} saving={save.isPending} onEdit={edit} onSave={submit} onCancel={cancel} />
        )
      }
      footer={<SaveError message={message} />}
    >
      {rows.map((row) => {
        const depth = depthLabel(row.depthIn);
        return (
          <Table.Tr key={row.sensorId}>
            <Table.Td>{depth}</Table.Td>
            <Table.Td>{row.dateOfFirstRA ? formatTableDate(row.dateOfFirstRA, timeZone) : '—'}</Table.Td>
            <Table.Td>
              {draft ? (
                <TextInput
                  type="date"
                  size="xs"
                  aria-label={t('raManualInput', { depth })}
                  value={draft[row.sensorId] ?? ''}
                  min={plantingDate ?? undefined}
                  disabled={save.isPending}
                  error={check.rowErrors[row.sensorId]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setDraft((previous) => ({ ...previous, [row.sensorId]: value }));
                  }}
                />
              ) : row.dateOfFirstRAManual ? (
                formatTableDate(row.dateOfFirstRAManual, timeZone)
              ) : (
                '—'
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </TableSection>
  );
}

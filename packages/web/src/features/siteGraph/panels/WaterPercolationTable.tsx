import { NativeSelect, Table } from '@mantine/core';
import type { TimeRange, WaterPercolationRow, WaterPercolationUpdate } from '@tilth/domain';
import { useState } from 'react';
import { errorText } from '../../../ui/apiMessages';
import { useSaveWaterPercolation, useWaterPercolation } from './graphExtrasApi';
import { depthLabel, EditSaveButtons, SaveError, TableSection } from './TableSection';
import { useT } from '../../../i18n/useT';
import { panelsMessages } from './panelsMessages';
import { formatTableDate } from '../../../ui/zonedTime';

export interface WaterPercolationTableProps {
  siteObjId: string;
  range: TimeRange;
  timeZone: string;
  canEdit?: boolean;
}

/** Manual depth per date while editing; null clears it. */
type Draft = Record<string, number | null>;

/** The manual depths that differ from what the server holds: the only entries Save sends. */
export function changedPercolation(rows: WaterPercolationRow[], draft: Draft): WaterPercolationUpdate['entries'] {
  return rows
    .filter((row) => row.date in draft && draft[row.date] !== row.waterPercolationManual)
    .map((row) => ({ date: row.date, waterPercolationManual: draft[row.date] ?? null }));
}

/** Spec 001 §2.8, §5: Date, WP auto, WP manual; the manual depth is one of the sensor depths or 0. */
export function WaterPercolationTable({ siteObjId, range, timeZone, canEdit = true }: WaterPercolationTableProps) {
  const t = useT(panelsMessages);
  const title = t('waterPercolation');
  const query = useWaterPercolation(siteObjId, range);
  const save = useSaveWaterPercolation(siteObjId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const rows = query.data?.rows ?? [];
  const depthOptions = query.data?.depthOptions ?? [];

  const edit = () => {
    save.reset();
    setDraft(Object.fromEntries(rows.map((row) => [row.date, row.waterPercolationManual])));
  };
  const submit = () => {
    if (!draft) return;
    const entries = changedPercolation(rows, draft);
    if (entries.length === 0) {
      setDraft(null);
      return;
    }
    save.mutate(entries, { onSuccess: () => setDraft(null) });
  };
  const cancel = () => {
    save.reset();
    setDraft(null);
  };

  const optionsFor = (current: number | null) => {
    const depths = current === null || depthOptions.includes(current) ? depthOptions : [...depthOptions, current].sort((a, b) => a - b);
    return [{ value: '', label: t('notSet') }, ...depths.map((depth) => ({ value: String(depth), label: depthLabel(depth) }))];
  };

  return (
    <TableSection
      title={title}
      testId="table-water-percolation"
      query={query}
      empty={rows.length === 0}
      columns={[t('wpDate'), t('wpAuto'), t('wpManual')]}
      actions={
        canEdit &&
        rows.length > 0 && (
          <EditSaveButtons title={title} editing={draft !== null} saving={save.isPending} onEdit={edit} onSave={submit} onCancel={cancel} />
        )
      }
      footer={<SaveError message={save.isError ? errorText(save.error) : null} />}
    >
      {rows.map((row) => {
        const date = formatTableDate(row.date, timeZone);
        const manual = draft && row.date in draft ? (draft[row.date] ?? null) : row.waterPercolationManual;
        return (
          <Table.Tr key={row.date}>
            <Table.Td>{date}</Table.Td>
            <Table.Td>{depthLabel(row.waterPercolation)}</Table.Td>
            <Table.Td>
              {draft ? (
                <NativeSelect
                  size="xs"
                  aria-label={t('wpManualInput', { date })}
                  data={optionsFor(manual)}
                  value={manual === null ? '' : String(manual)}
                  disabled={save.isPending}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setDraft((previous) => ({ ...previous, [row.date]: value === '' ? null : Number(value) }));
                  }}
                />
              ) : (
                depthLabel(row.waterPercolationManual)
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </TableSection>
  );
}

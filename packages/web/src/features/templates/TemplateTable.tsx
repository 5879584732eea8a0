import { ActionIcon, Group, NumberInput, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconMinus, IconPlus, IconRowInsertBottom, IconTrash } from '@tabler/icons-react';
import { COLOUR_HEX, MAX_START_DAY, TEMPLATE_STEP, type TemplateRow } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { templatesMessages } from './messages';
import { EDITABLE_BANDS, bandCap, type EditableBand } from './model/templateEditor';
import classes from '../../ui/readableInputs.module.css';

const BAND_HEADINGS: Record<EditableBand, { messageKey: 'bandRed' | 'bandYellow' | 'bandGreen'; colour: string }> = {
  red: { messageKey: 'bandRed', colour: COLOUR_HEX.red },
  yellow: { messageKey: 'bandYellow', colour: COLOUR_HEX.yellow },
  green: { messageKey: 'bandGreen', colour: COLOUR_HEX.green },
};

export interface TemplateTableProps {
  rows: TemplateRow[];
  canEdit: boolean;
  onCell: (index: number, field: 'start_day' | EditableBand, value: number) => void;
  onShift: (band: EditableBand, direction: 1 | -1) => void;
  onInsertBelow: (index: number) => void;
  onDelete: (index: number) => void;
}

function Swatch({ colour }: { colour: string }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: colour }} />;
}

/**
 * The template table (spec 001 §2.9, §5): Start Day and the Red, Yellow and Green upper edges
 * (two decimals, step 0.01, each below the next band), Blue fixed at 100; + and − per column;
 * Insert Row Below and Delete per row. It scrolls sideways on a phone.
 */
export function TemplateTable({ rows, canEdit, onCell, onShift, onInsertBelow, onDelete }: TemplateTableProps) {
  const t = useT(templatesMessages);
  const bandName = (band: EditableBand) => t(BAND_HEADINGS[band].messageKey);
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped verticalSpacing={4} data-testid="template-table" aria-label={t('templateTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('startDay')}</Table.Th>
            {EDITABLE_BANDS.map((band) => (
              <Table.Th key={band}>
                <Group gap={4} wrap="nowrap">
                  <Swatch colour={BAND_HEADINGS[band].colour} />
                  <Text size="sm" fw={700} component="span">
                    {bandName(band)}
                  </Text>
                  <ActionIcon
                    size="sm"
                    variant="default"
                    aria-label={t('lowerBand', { band: bandName(band) })}
                    disabled={!canEdit}
                    onClick={() => onShift(band, -1)}
                  >
                    <IconMinus size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="default"
                    aria-label={t('raiseBand', { band: bandName(band) })}
                    disabled={!canEdit}
                    onClick={() => onShift(band, 1)}
                  >
                    <IconPlus size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Th>
            ))}
            <Table.Th>
              <Group gap={4} wrap="nowrap">
                <Swatch colour={COLOUR_HEX.lightBlue} />
                {t('bandBlue')}
              </Group>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('rowActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                <NumberInput
                  aria-label={t('startDayRow', { row: index + 1 })}
                  value={row.start_day}
                  onChange={(v) => typeof v === 'number' && onCell(index, 'start_day', v)}
                  min={1}
                  max={MAX_START_DAY}
                  allowDecimal={false}
                  disabled={!canEdit}
                  w={90}
                  size="xs"
                  classNames={{ input: classes.readable }}
                />
              </Table.Td>
              {EDITABLE_BANDS.map((band) => (
                <Table.Td key={band}>
                  <NumberInput
                    aria-label={t('bandRow', { band: bandName(band), row: index + 1 })}
                    value={row[band]}
                    onChange={(v) => typeof v === 'number' && onCell(index, band, v)}
                    min={0}
                    max={bandCap(row, band)}
                    step={TEMPLATE_STEP}
                    decimalScale={2}
                    disabled={!canEdit}
                    w={110}
                    size="xs"
                    classNames={{ input: classes.readable }}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <NumberInput
                  aria-label={t('bandRow', { band: t('bandBlue'), row: index + 1 })}
                  value={row.light_blue}
                  readOnly
                  disabled
                  w={80}
                  size="xs"
                  classNames={{ input: classes.readable }}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('insertRowBelow')}>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      aria-label={t('insertRowBelowRow', { row: index + 1 })}
                      disabled={!canEdit}
                      onClick={() => onInsertBelow(index)}
                    >
                      <IconRowInsertBottom size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('delete')}>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="red"
                      aria-label={t('deleteRow', { row: index + 1 })}
                      disabled={!canEdit}
                      onClick={() => onDelete(index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

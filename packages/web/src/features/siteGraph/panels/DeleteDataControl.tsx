import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DELETE_RANGE_ERROR, deleteRangeError, type TimeRange } from '@tilth/domain';
import { useState } from 'react';
import { errorText } from '../../../ui/apiMessages';
import { AppModal } from '../../../ui/AppModal';
import { useFlash, type FlashKind } from '../../../ui/flash';
import { ConfirmDialog } from './ConfirmDialog';
import { useDeleteData } from './graphExtrasApi';
import { shownTime } from '../shownTime';
import { translate } from '../../../i18n/catalog';
import { domainText } from '../../../i18n/domainText';
import { useT } from '../../../i18n/useT';
import { panelsEnglish, panelsMessages } from './panelsMessages';
import { fromDateTimeInput, toDateTimeInput } from '../../../ui/zonedTime';

/** Spec 001 §4: the second question before the raw store is touched, word for word (the English wording). */
export const DELETE_PERMANENTLY_MESSAGE = panelsEnglish.deletePermanently;

const HOUR = 3600;

export const hiddenMessage = (hidden: number) => translate(panelsMessages, 'hiddenMessage', { hidden });
export const deletedMessage = (hidden: number, removed: number) => translate(panelsMessages, 'deletedMessage', { hidden, removed });

export interface DeleteDataControlProps {
  siteObjId: string;
  twigId: string;
  /** The farm's IANA time zone: the timeframe is entered and described in it. */
  timeZone: string;
  /** Shows the outcome in the screen's own message banner; without it the control shows its own. */
  onMessage?: (kind: FlashKind, text: string) => void;
}

type Step =
  | { name: 'closed' }
  | { name: 'range' }
  | { name: 'confirmGraph'; range: TimeRange }
  | { name: 'confirmPermanent'; range: TimeRange; hidden: number };

/**
 * Spec 001 §2.8, §4, §5: 'Delete Data' with a timeframe at least an hour long. A first yes hides the
 * readings from the graphs (graph-data); a second yes also deletes them from the raw store (phant-data).
 */
export function DeleteDataControl({ siteObjId, twigId, timeZone, onMessage }: DeleteDataControlProps) {
  const t = useT(panelsMessages);
  const [step, setStep] = useState<Step>({ name: 'closed' });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const remove = useDeleteData(siteObjId, twigId);
  const flash = useFlash();
  const say = onMessage ?? flash.show;

  const open = () => {
    // The last hour, to the minute the inputs can show.
    const now = Math.floor(Date.now() / 1000 / 60) * 60;
    setFrom(toDateTimeInput(now - HOUR, timeZone));
    setTo(toDateTimeInput(now, timeZone));
    remove.reset();
    setStep({ name: 'range' });
  };
  const close = () => setStep({ name: 'closed' });

  const fromSeconds = fromDateTimeInput(from, timeZone);
  const toSeconds = fromDateTimeInput(to, timeZone);
  const rangeError = fromSeconds === null || toSeconds === null ? DELETE_RANGE_ERROR : deleteRangeError(fromSeconds, toSeconds);

  const confirmGraph = () => {
    if (step.name !== 'confirmGraph') return;
    const { range } = step;
    remove.mutate(
      { store: 'graph-data', range },
      {
        onSuccess: ({ readings: hidden }) => {
          remove.reset();
          setStep({ name: 'confirmPermanent', range, hidden });
        },
      },
    );
  };
  const confirmPermanent = () => {
    if (step.name !== 'confirmPermanent') return;
    const { range, hidden } = step;
    remove.mutate(
      { store: 'phant-data', range },
      {
        onSuccess: ({ readings: removed }) => {
          close();
          say('success', deletedMessage(hidden, removed));
        },
      },
    );
  };
  const keepRawData = () => {
    if (step.name !== 'confirmPermanent' || remove.isPending) return;
    close();
    say('success', hiddenMessage(step.hidden));
  };

  const describe = (range: TimeRange) =>
    t('deleteDescribe', { from: shownTime(range.from, timeZone), to: shownTime(range.to, timeZone), timeZone });
  const serverError = remove.isError ? errorText(remove.error) : null;

  return (
    <>
      <Button variant="light" color="red" leftSection={<IconTrash aria-hidden size={18} />} onClick={open}>
        {t('deleteData')}
      </Button>
      <AppModal
        opened={step.name === 'range'}
        onClose={close}
        title={t('deleteData')}
        size="md"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (rangeError === null && fromSeconds !== null && toSeconds !== null)
              setStep({ name: 'confirmGraph', range: { from: fromSeconds, to: toSeconds } });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('deleteRangeIntro', { timeZone })}</Text>
            <Group grow align="flex-start" gap="sm">
              <TextInput
                type="datetime-local"
                label={t('from')}
                required
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
                data-autofocus
              />
              <TextInput type="datetime-local" label={t('to')} required value={to} onChange={(event) => setTo(event.currentTarget.value)} />
            </Group>
            {rangeError && (
              <Text size="sm" c="red" role="alert" data-testid="delete-range-error">
                {domainText(rangeError)}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" color="red" disabled={rangeError !== null}>
                {t('delete')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
      <ConfirmDialog
        opened={step.name === 'confirmGraph'}
        message={step.name === 'confirmGraph' ? describe(step.range) : ''}
        onConfirm={confirmGraph}
        onCancel={() => {
          remove.reset();
          setStep({ name: 'range' });
        }}
        busy={remove.isPending}
        error={step.name === 'confirmGraph' ? serverError : null}
        danger
      />
      <ConfirmDialog
        opened={step.name === 'confirmPermanent'}
        message={t('deletePermanently')}
        onConfirm={confirmPermanent}
        onCancel={keepRawData}
        busy={remove.isPending}
        error={step.name === 'confirmPermanent' ? serverError : null}
        danger
      />
      {!onMessage && flash.banner}
    </>
  );
}

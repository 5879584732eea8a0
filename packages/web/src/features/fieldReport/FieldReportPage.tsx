import { Alert, Button, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMailOff, IconPlus, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recipient } from '@tilth/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { errorText, loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { useFlash } from '../../ui/flash';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';
import {
  addRecipient,
  deleteRecipient,
  fetchRecipients,
  fetchReportSchedule,
  fieldReportKeys,
  sendReportNow,
  updateRecipient,
} from './fieldReportApi';
import { fieldReportMessages } from './messages';
import { RecipientCard } from './RecipientCard';
import { RecipientModal, type RecipientDraft, type RecipientMode } from './RecipientModal';

/** Spec 000 §8: a recipient save failure shows for 1 s. */
export const RECIPIENT_ERROR_MS = 1000;

/** /dashboard/farms/field-report: the Farm Health Report's recipients (spec 000 §2.6). */
export default function FieldReportPage() {
  const t = useT(fieldReportMessages);
  const { profile } = useSignedInAccount();
  const queryClient = useQueryClient();
  const flash = useFlash();
  const errorFlash = useFlash(RECIPIENT_ERROR_MS);
  const [modal, setModal] = useState<{ mode: RecipientMode; recipient: Recipient | null } | null>(null);
  const [deleting, setDeleting] = useState<Recipient | null>(null);
  const recipients = useQuery({ queryKey: fieldReportKeys.recipients, queryFn: ({ signal }) => fetchRecipients(signal) });
  const schedule = useQuery({
    queryKey: fieldReportKeys.schedule,
    queryFn: ({ signal }) => fetchReportSchedule(signal),
    staleTime: Infinity,
  });
  const canSend = profile.permissions.includes('fieldReport:send');

  const refresh = () => queryClient.invalidateQueries({ queryKey: fieldReportKeys.recipients });
  const save = useMutation({
    mutationFn: ({ mode, recipient, draft }: { mode: RecipientMode; recipient: Recipient | null; draft: RecipientDraft }) => {
      const farms = draft.farms.map((f) => f.objectId);
      return mode === 'add' ? addRecipient({ email: draft.email, farms }) : updateRecipient(recipient!.objectId, farms);
    },
    onSuccess: async (_saved, { mode }) => {
      await refresh();
      setModal(null);
      flash.show('success', mode === 'add' ? t('addedOk') : t('updatedOk'));
    },
    onError: (error) => errorFlash.show('error', errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (recipient: Recipient) => deleteRecipient(recipient.objectId),
    onSuccess: async () => {
      await refresh();
      setDeleting(null);
      flash.show('success', t('deletedOk'));
    },
    onError: (error) => errorFlash.show('error', errorText(error)),
  });
  const send = useMutation({
    mutationFn: sendReportNow,
    onSuccess: async (result) => {
      await refresh();
      flash.show('success', t('sentTo', { count: result.sent }));
    },
    onError: (error) => errorFlash.show('error', errorText(error)),
  });

  const list = recipients.data ?? [];
  return (
    <>
      {flash.banner}
      {errorFlash.banner}
      <Button
        component={Link}
        to="/dashboard/farms/list-view"
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        mb="xs"
        px="xs"
      >
        {t('back')}
      </Button>
      <PageHeader
        title={t('title')}
        description={schedule.data ? t('descriptionWhen', { when: schedule.data.description }) : t('description')}
        actions={
          <Group gap="sm">
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setModal({ mode: 'add', recipient: null })}>
              {t('addNew')}
            </Button>
            {canSend && list.length > 0 && (
              <Button
                variant="default"
                leftSection={<IconSend size={18} aria-hidden />}
                onClick={() => send.mutate()}
                loading={send.isPending}
              >
                {t('sendNow')}
              </Button>
            )}
          </Group>
        }
      />
      {recipients.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={150} radius="lg" />
          ))}
        </SimpleGrid>
      ) : recipients.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed(t('loadFailed'), recipients.error)}
        </Alert>
      ) : list.length === 0 ? (
        <EmptyCard icon={<IconMailOff aria-hidden />} title={t('emptyTitle')} description={t('emptyDescription')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((recipient) => (
            <RecipientCard
              key={recipient.objectId}
              recipient={recipient}
              onView={() => setModal({ mode: 'view', recipient })}
              onEdit={() => setModal({ mode: 'edit', recipient })}
              onDelete={() => setDeleting(recipient)}
            />
          ))}
        </SimpleGrid>
      )}
      <RecipientModal
        opened={modal !== null}
        mode={modal?.mode ?? 'add'}
        recipient={modal?.recipient ?? null}
        saving={save.isPending}
        onClose={() => setModal(null)}
        onEdit={() => setModal((m) => (m ? { ...m, mode: 'edit' } : m))}
        onSave={(draft) => modal && save.mutate({ mode: modal.mode, recipient: modal.recipient, draft })}
      />
      <AppModal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('deleteTitle')} size="sm">
        <Text>{t('deleteConfirmation')}</Text>
        {deleting && (
          <Text size="sm" c="dimmed" mt="xs">
            {deleting.email}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={() => deleting && remove.mutate(deleting)} loading={remove.isPending}>
            {t('delete')}
          </Button>
        </Group>
      </AppModal>
    </>
  );
}

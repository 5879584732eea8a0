import { Alert, Button, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMailOff, IconPlus, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural, type Recipient } from '@tilth/domain';
import { useState } from 'react';
import { Link } from 'react-router';
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
import { RecipientCard } from './RecipientCard';
import { RecipientModal, type RecipientDraft, type RecipientMode } from './RecipientModal';

/** Spec 000 §8: a recipient save failure shows for 1 s. */
export const RECIPIENT_ERROR_MS = 1000;
export const DELETE_CONFIRMATION = 'User will no longer receive Field health Report. Are you sure?';

/** /dashboard/farms/field-report: the Farm Health Report's recipients (spec 000 §2.6). */
export default function FieldReportPage() {
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
      flash.show('success', mode === 'add' ? 'User Added Successfully.' : 'User Updated Successfully.');
    },
    onError: (error) => errorFlash.show('error', errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (recipient: Recipient) => deleteRecipient(recipient.objectId),
    onSuccess: async () => {
      await refresh();
      setDeleting(null);
      flash.show('success', 'User Deleted Successfully.');
    },
    onError: (error) => errorFlash.show('error', errorText(error)),
  });
  const send = useMutation({
    mutationFn: sendReportNow,
    onSuccess: async (result) => {
      await refresh();
      flash.show('success', `Farm Health Report sent to ${plural(result.sent, 'recipient')}.`);
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
        Back
      </Button>
      <PageHeader
        title="Farm Health Report"
        description={
          schedule.data
            ? `Each recipient gets an e-mail on their farms' health ${schedule.data.description}.`
            : 'Each recipient gets an e-mail on their farms’ health.'
        }
        actions={
          <Group gap="sm">
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setModal({ mode: 'add', recipient: null })}>
              Add New
            </Button>
            {canSend && list.length > 0 && (
              <Button
                variant="default"
                leftSection={<IconSend size={18} aria-hidden />}
                onClick={() => send.mutate()}
                loading={send.isPending}
              >
                Send Report Now
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
          {loadFailed('Recipients could not be loaded', recipients.error)}
        </Alert>
      ) : list.length === 0 ? (
        <EmptyCard
          icon={<IconMailOff aria-hidden />}
          title="No recipients yet"
          description="Add New to send someone a regular e-mail on the health of the farms you choose."
        />
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
      <AppModal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete recipient" size="sm">
        <Text>{DELETE_CONFIRMATION}</Text>
        {deleting && (
          <Text size="sm" c="dimmed" mt="xs">
            {deleting.email}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => deleting && remove.mutate(deleting)} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </AppModal>
    </>
  );
}

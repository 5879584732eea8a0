import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { contactMessageSchema, supportEndpoints, type ContactMessage } from '@tilth/domain';
import { PRODUCT_NAME } from '@tilth/domain/version';
import { useForm } from 'react-hook-form';
import { callEnvelope } from '../../api/client';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';
import { contactMessages } from './messages';
import { splitName } from './splitName';

/** POST /user/contact; the answer's message is what the success alert says. */
const sendMessage = async (message: ContactMessage) => (await callEnvelope(supportEndpoints.contact, { body: message })).message;

/** Contact page (spec 000 §2.9): the 'Contact Tilth' card; a success or error alert shows below it. */
export default function ContactPage() {
  const t = useT(contactMessages);
  const { profile } = useSignedInAccount();
  const form = useForm<ContactMessage>({
    mode: 'onTouched',
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { ...splitName(profile.name), email: profile.email, phone: profile.phone ?? '', message: '' },
  });
  const { errors } = form.formState;
  // The schema's sentences are the domain's, in English: shown in the language of the screen.
  const problem = (message: string | undefined) => (message === undefined ? undefined : domainText(message));
  const send = useMutation({
    mutationFn: sendMessage,
    onSuccess: () => form.resetField('message', { defaultValue: '' }),
  });

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="md" maw={760}>
        <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-labelledby="contact-title">
          <Title order={2} size="h3" id="contact-title">
            {t('cardTitle', { product: PRODUCT_NAME })}
          </Title>
          <Text c="dimmed" size="sm" mt={4} mb="lg">
            {t('lead')}
          </Text>
          <form noValidate onSubmit={form.handleSubmit((message) => send.mutate(message))}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <TextInput
                  label={t('firstName')}
                  withAsterisk
                  autoComplete="given-name"
                  error={problem(errors.firstName?.message)}
                  {...form.register('firstName')}
                />
                <TextInput
                  label={t('lastName')}
                  withAsterisk
                  autoComplete="family-name"
                  error={problem(errors.lastName?.message)}
                  {...form.register('lastName')}
                />
                <TextInput
                  label={t('email')}
                  type="email"
                  withAsterisk
                  autoComplete="email"
                  error={problem(errors.email?.message)}
                  {...form.register('email')}
                />
                <TextInput
                  label={t('phone')}
                  type="tel"
                  withAsterisk
                  autoComplete="tel"
                  error={problem(errors.phone?.message)}
                  {...form.register('phone')}
                />
              </SimpleGrid>
              <Textarea
                label={t('message')}
                size="md"
                withAsterisk
                rows={6}
                resize="vertical"
                error={problem(errors.message?.message)}
                {...form.register('message')}
              />
              <Group justify="flex-end" mt="xs">
                <Button type="submit" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />}>
                  {t('send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        {send.isSuccess && (
          <Alert color="field" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title={t('sent')}>
            {send.data}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('notSent')}>
            {errorText(send.error)}
          </Alert>
        )}
      </Stack>
    </>
  );
}

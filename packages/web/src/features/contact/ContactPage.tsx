import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { contactMessageSchema, supportEndpoints, type ContactMessage } from '@tilth/domain';
import { PRODUCT_NAME } from '@tilth/domain/version';
import { useForm } from 'react-hook-form';
import { callEnvelope } from '../../api/client';
import { errorText } from '../../ui/apiMessages';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';
import { splitName } from './splitName';

/** POST /user/contact; the answer's message is what the success alert says. */
const sendMessage = async (message: ContactMessage) => (await callEnvelope(supportEndpoints.contact, { body: message })).message;

/** Contact page (spec 000 §2.9): the 'Contact Tilth' card; a success or error alert shows below it. */
export default function ContactPage() {
  const { profile } = useSignedInAccount();
  const form = useForm<ContactMessage>({
    mode: 'onTouched',
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { ...splitName(profile.name), email: profile.email, phone: profile.phone ?? '', message: '' },
  });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: sendMessage,
    onSuccess: () => form.resetField('message', { defaultValue: '' }),
  });

  return (
    <>
      <PageHeader title="Contact" description="Questions about your sensors, sites or account? We reply by e-mail." />
      <Stack gap="md" maw={760}>
        <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-labelledby="contact-title">
          <Title order={2} size="h3" id="contact-title">
            Contact {PRODUCT_NAME}
          </Title>
          <Text c="dimmed" size="sm" mt={4} mb="lg">
            Every field is needed so we can get back to you.
          </Text>
          <form noValidate onSubmit={form.handleSubmit((message) => send.mutate(message))}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <TextInput
                  label="First Name"
                  withAsterisk
                  autoComplete="given-name"
                  error={errors.firstName?.message}
                  {...form.register('firstName')}
                />
                <TextInput
                  label="Last Name"
                  withAsterisk
                  autoComplete="family-name"
                  error={errors.lastName?.message}
                  {...form.register('lastName')}
                />
                <TextInput
                  label="Email"
                  type="email"
                  withAsterisk
                  autoComplete="email"
                  error={errors.email?.message}
                  {...form.register('email')}
                />
                <TextInput
                  label="Phone"
                  type="tel"
                  withAsterisk
                  autoComplete="tel"
                  error={errors.phone?.message}
                  {...form.register('phone')}
                />
              </SimpleGrid>
              <Textarea
                label="Message"
                size="md"
                withAsterisk
                rows={6}
                resize="vertical"
                error={errors.message?.message}
                {...form.register('message')}
              />
              <Group justify="flex-end" mt="xs">
                <Button type="submit" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />}>
                  Send Message
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        {send.isSuccess && (
          <Alert color="field" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title="Message sent">
            {send.data}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title="Message not sent">
            {errorText(send.error)}
          </Alert>
        )}
      </Stack>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shoppingSettingsFormSchema, type ShoppingSettings, type ShoppingSettingsForm } from '@tilth/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { fieldNotUpdated, fieldUpdated, loadFailed } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { accountsKeys, fetchShoppingSettings, saveShoppingSettings } from './accountsApi';
import { accountsMessages } from './messages';

/** Spec 000 §2.7, §6: only on a direct child of the provider's own account; the API decides. */
export function ShoppingSettingsCard({ orgId, flash }: { orgId: string; flash: Flash }) {
  const t = useT(accountsMessages);
  const title = t('shoppingTitle');
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: accountsKeys.shopping(orgId), queryFn: ({ signal }) => fetchShoppingSettings(orgId, signal) });
  const form = useForm<ShoppingSettingsForm>({
    mode: 'onTouched',
    resolver: zodResolver(shoppingSettingsFormSchema),
    defaultValues: { membersMayPurchase: false, receiptEmail: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data) reset({ membersMayPurchase: settings.data.membersMayPurchase, receiptEmail: settings.data.receiptEmail ?? '' });
  }, [settings.data, reset]);

  const save = useMutation({
    mutationFn: (values: ShoppingSettings) => saveShoppingSettings(orgId, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountsKeys.shopping(orgId), saved);
      flash.show('success', fieldUpdated(title));
    },
    onError: (error) => flash.show('error', fieldNotUpdated(error, title)),
  });

  return (
    <SectionCard title={title} description={t('shoppingDescription')}>
      {settings.isPending ? (
        <Stack gap="sm">
          <Skeleton h={28} w={280} />
          <Skeleton h={42} />
        </Stack>
      ) : settings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed(t('shoppingLoadFailed'), settings.error)}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) =>
            save.mutate({ membersMayPurchase: values.membersMayPurchase, receiptEmail: values.receiptEmail || null }),
          )}
        >
          <Stack gap="md" maw={520}>
            <Controller
              control={form.control}
              name="membersMayPurchase"
              render={({ field }) => (
                <Switch
                  label={t('membersMayPurchase')}
                  description={t('membersMayPurchaseHelp')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  size="md"
                />
              )}
            />
            <TextInput
              label={t('receiptEmail')}
              description={t('receiptEmailHelp')}
              type="email"
              error={form.formState.errors.receiptEmail?.message && domainText(form.formState.errors.receiptEmail.message)}
              {...form.register('receiptEmail')}
            />
            <Group>
              <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
                {t('saveSettings')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}

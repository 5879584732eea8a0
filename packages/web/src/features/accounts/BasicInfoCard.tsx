import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { accountBasicInfoSchema, type AccountBasicInfo, type OrganisationUpdate } from '@tilth/domain';
import type { AccountDetailView } from '@tilth/domain/accounts/views';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import type { Flash } from '../../ui/flash';
import { ImagePicker } from '../../ui/ImagePicker';
import { SaveOnBlurForm } from '../../ui/SaveOnBlurForm';
import { saveUploadedImage } from '../../ui/saveUploadedImage';
import { SectionCard } from '../../ui/SectionCard';
import { useSaveOnBlurFields } from '../../ui/useSaveOnBlur';
import { accountsKeys, updateAccount } from './accountsApi';
import { accountsMessages } from './messages';

/**
 * 'Edit Basic Information' (spec 000 §2.7, §4): each field saves on its own when it loses focus,
 * only if it is valid and changed; the logo saves as soon as it is uploaded.
 */
export function BasicInfoCard({ account, canEdit, flash }: { account: AccountDetailView; canEdit: boolean; flash: Flash }) {
  const t = useT(accountsMessages);
  const labels = useMemo(
    () => ({ name: t('labelName'), hqAddress: t('labelHqAddress'), businessEmail: t('labelBusinessEmail'), phone: t('labelPhone') }),
    [t],
  );
  const queryClient = useQueryClient();
  const form = useForm<AccountBasicInfo>({
    mode: 'onChange',
    resolver: zodResolver(accountBasicInfoSchema),
    defaultValues: {
      name: account.name,
      hqAddress: account.hqAddress ?? '',
      businessEmail: account.businessEmail ?? '',
      phone: account.phone ?? '',
    },
  });

  const save = useCallback(
    async (change: OrganisationUpdate) => {
      const updated = await updateAccount(account.objectId, change);
      queryClient.setQueryData<AccountDetailView>(accountsKeys.detail(account.objectId), (old) => (old ? { ...old, ...updated } : old));
      // Lists, the profile's organisation and the menu show these fields too.
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    [account.objectId, queryClient],
  );
  const saved = useMemo(
    () => ({ name: account.name, hqAddress: account.hqAddress, businessEmail: account.businessEmail, phone: account.phone }),
    [account],
  );
  const savingField = useSaveOnBlurFields<AccountBasicInfo>({
    form,
    fields: accountBasicInfoSchema.shape,
    saved,
    labels,
    save,
    flash,
  });
  // Members who may not edit see the same fields, read-only.
  const field = (name: keyof AccountBasicInfo) => {
    const props = savingField(name);
    return { ...props, error: props.error && domainText(props.error), withAsterisk: canEdit, readOnly: !canEdit };
  };

  return (
    <SectionCard title={t('editBasicInfo')} description={canEdit ? t('changesSaveOnLeave') : t('onlyAdminsCanChange')}>
      <Stack gap="lg">
        <ImagePicker
          label={t('logo')}
          src={account.image}
          name={account.name}
          shape="square"
          disabled={!canEdit}
          onPick={(file) => saveUploadedImage(file, save, flash)}
        />
        <SaveOnBlurForm cols={2}>
          <TextInput {...field('name')} autoComplete="organization" />
          <TextInput {...field('phone')} type="tel" autoComplete="tel" />
          <TextInput {...field('businessEmail')} type="email" autoComplete="email" />
          <TextInput {...field('hqAddress')} autoComplete="street-address" />
        </SaveOnBlurForm>
      </Stack>
    </SectionCard>
  );
}

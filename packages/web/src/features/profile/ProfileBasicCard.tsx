import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { profileBasicFormSchema, type Profile, type ProfileBasicForm } from '@tilth/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import type { Flash } from '../../ui/flash';
import { ImagePicker } from '../../ui/ImagePicker';
import { SaveOnBlurForm } from '../../ui/SaveOnBlurForm';
import { saveUploadedImage } from '../../ui/saveUploadedImage';
import { SectionCard } from '../../ui/SectionCard';
import { useSaveOnBlurFields } from '../../ui/useSaveOnBlur';
import { EditToggle } from './EditToggle';
import { profileMessages } from './messages';
import { ReadOnlyField } from './ReadOnlyField';
import { useProfileSaver } from './useProfileSaver';

/** Basic Information (spec 000 §2.8): picture, name and phone; each field saves when it loses focus. */
export function ProfileBasicCard({ profile, flash }: { profile: Profile; flash: Flash }) {
  const t = useT(profileMessages);
  const labels = { name: t('name'), phone: t('phone') };
  const title = t('basicTitle');
  const [editing, setEditing] = useState(false);
  const save = useProfileSaver(profile.objectId);
  const form = useForm<ProfileBasicForm>({
    mode: 'onChange',
    resolver: zodResolver(profileBasicFormSchema),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const saved = useMemo(() => ({ name: profile.name, phone: profile.phone }), [profile]);
  const saveOnBlurField = useSaveOnBlurFields<ProfileBasicForm>({ form, fields: profileBasicFormSchema.shape, saved, labels, save, flash });
  // The schema's checks are the domain's sentences.
  const field = (name: keyof ProfileBasicForm) => {
    const props = saveOnBlurField(name);
    return { ...props, error: props.error && domainText(props.error) };
  };

  const toggle = () => {
    // Opening shows what is saved; closing drops anything invalid that was never saved.
    form.reset({ name: profile.name, phone: profile.phone ?? '' });
    setEditing(!editing);
  };

  return (
    <SectionCard
      title={title}
      description={editing ? t('changesSave') : undefined}
      actions={<EditToggle editing={editing} onToggle={toggle} section={title} />}
    >
      {editing ? (
        <Stack gap="lg">
          <ImagePicker
            label={t('profilePicture')}
            src={profile.profileImage}
            name={profile.name}
            onPick={(file) => saveUploadedImage(file, save, flash)}
          />
          <SaveOnBlurForm cols={2}>
            <TextInput {...field('name')} withAsterisk autoComplete="name" data-autofocus />
            <TextInput {...field('phone')} withAsterisk type="tel" autoComplete="tel" />
          </SaveOnBlurForm>
        </Stack>
      ) : (
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar
            src={profile.profileImage}
            name={profile.name}
            color="initials"
            size={72}
            alt={profile.profileImage ? t('profilePicture') : ''}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ flex: 1 }}>
            <ReadOnlyField label={labels.name} value={profile.name} />
            <ReadOnlyField label={labels.phone} value={profile.phone} />
          </SimpleGrid>
        </Group>
      )}
    </SectionCard>
  );
}

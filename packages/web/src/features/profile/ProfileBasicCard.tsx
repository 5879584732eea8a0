import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { profileBasicFormSchema, type Profile, type ProfileBasicForm } from '@tilth/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Flash } from '../../ui/flash';
import { ImagePicker } from '../../ui/ImagePicker';
import { SaveOnBlurForm } from '../../ui/SaveOnBlurForm';
import { saveUploadedImage } from '../../ui/saveUploadedImage';
import { SectionCard } from '../../ui/SectionCard';
import { useSaveOnBlurFields } from '../../ui/useSaveOnBlur';
import { EditToggle } from './EditToggle';
import { ReadOnlyField } from './ReadOnlyField';
import { useProfileSaver } from './useProfileSaver';

const LABELS = { name: 'Name', phone: 'Phone' } as const;
const TITLE = 'Basic Information';

/** Basic Information (spec 000 §2.8): picture, name and phone; each field saves when it loses focus. */
export function ProfileBasicCard({ profile, flash }: { profile: Profile; flash: Flash }) {
  const [editing, setEditing] = useState(false);
  const save = useProfileSaver(profile.objectId);
  const form = useForm<ProfileBasicForm>({
    mode: 'onChange',
    resolver: zodResolver(profileBasicFormSchema),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const saved = useMemo(() => ({ name: profile.name, phone: profile.phone }), [profile]);
  const field = useSaveOnBlurFields<ProfileBasicForm>({ form, fields: profileBasicFormSchema.shape, saved, labels: LABELS, save, flash });

  const toggle = () => {
    // Opening shows what is saved; closing drops anything invalid that was never saved.
    form.reset({ name: profile.name, phone: profile.phone ?? '' });
    setEditing(!editing);
  };

  return (
    <SectionCard
      title={TITLE}
      description={editing ? 'Changes save when you leave a field.' : undefined}
      actions={<EditToggle editing={editing} onToggle={toggle} section={TITLE} />}
    >
      {editing ? (
        <Stack gap="lg">
          <ImagePicker
            label="Profile picture"
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
            alt={profile.profileImage ? 'Profile picture' : ''}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ flex: 1 }}>
            <ReadOnlyField label="Name" value={profile.name} />
            <ReadOnlyField label="Phone" value={profile.phone} />
          </SimpleGrid>
        </Group>
      )}
    </SectionCard>
  );
}

import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { MentionableMemberView } from '@tilth/domain/accounts/views';
import { useT } from '../../i18n/useT';
import { siteConfigMessages } from './messages';

/** The people an '@' being typed may name, under the note's text; choosing one writes their name. */
export function MentionList({ people, onChoose }: { people: MentionableMemberView[]; onChoose: (person: MentionableMemberView) => void }) {
  const t = useT(siteConfigMessages);
  if (people.length === 0) return null;
  return (
    <Paper withBorder shadow="md" p={4} mt={4} role="listbox" aria-label={t('peopleToMention')}>
      {people.map((person) => (
        <UnstyledButton
          key={person.objectId}
          role="option"
          aria-selected={false}
          onClick={() => onChoose(person)}
          display="block"
          w="100%"
          p="xs"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Text size="sm" fw={600}>
            {person.name}
          </Text>
          <Text size="xs" c="dimmed">
            {person.username}
          </Text>
        </UnstyledButton>
      ))}
    </Paper>
  );
}

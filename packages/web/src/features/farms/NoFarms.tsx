import { IconPlant2, IconSearch } from '@tabler/icons-react';
import { EmptyCard } from '../../ui/EmptyCard';

/** Spec 000 §2.4, §8: the no-results texts. */
export function NoFarms({ search, filtered }: { search: string; filtered: boolean }) {
  if (search) {
    return (
      <EmptyCard
        icon={<IconSearch aria-hidden />}
        title={`No results for "${search}"`}
        description="We didn't find any farms listed for that query."
      />
    );
  }
  if (filtered)
    return (
      <EmptyCard icon={<IconSearch aria-hidden />} title="No farms match this filter" description="We didn't find any farms listed." />
    );
  return <EmptyCard icon={<IconPlant2 aria-hidden />} title="No farms yet" description="We didn't find any farms listed." />;
}

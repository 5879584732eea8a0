import { IconPlant2, IconSearch } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { EmptyCard } from '../../ui/EmptyCard';
import { farmsMessages } from './messages';

/** Spec 000 §2.4, §8: the no-results texts. */
export function NoFarms({ search, filtered }: { search: string; filtered: boolean }) {
  const t = useT(farmsMessages);
  if (search) {
    return <EmptyCard icon={<IconSearch aria-hidden />} title={t('noResultsFor', { search })} description={t('noFarmsForQuery')} />;
  }
  if (filtered) return <EmptyCard icon={<IconSearch aria-hidden />} title={t('noFarmsMatchFilter')} description={t('noFarmsListed')} />;
  return <EmptyCard icon={<IconPlant2 aria-hidden />} title={t('noFarmsYet')} description={t('noFarmsListed')} />;
}

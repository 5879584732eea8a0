import { IconInfoCircle, IconSettings } from '@tabler/icons-react';
import { EmptyCard } from '../../ui/EmptyCard';
import type { SiteTabKey } from './SiteDetailLayout';

/** The tabs still to come; the graph and the template have their own screens (features/siteGraph, features/siteTemplate). */
type PlaceholderTab = Exclude<SiteTabKey, 'graph' | 'template'>;

const CONTENT: Record<PlaceholderTab, { title: string; description: string; Icon: typeof IconInfoCircle }> = {
  about: {
    title: 'About this site',
    description: 'The site’s basic, agronomic, irrigation and sensor information is not shown in this version yet.',
    Icon: IconInfoCircle,
  },
  'config+subs': {
    title: 'Configuration + Subscription',
    description: 'Site configuration and subscriptions are not available in this version yet.',
    Icon: IconSettings,
  },
};

/** A tab whose screen comes later: the shell only, with an honest empty state. */
export default function SiteTabPlaceholder({ tab }: { tab: PlaceholderTab }) {
  const { title, description, Icon } = CONTENT[tab];
  return <EmptyCard icon={<Icon aria-hidden />} title={title} description={description} />;
}

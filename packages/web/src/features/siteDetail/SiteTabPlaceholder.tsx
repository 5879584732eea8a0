import { IconInfoCircle, IconSettings, IconTemplate } from '@tabler/icons-react';
import type { SiteHeaderView } from '@tilth/domain';
import { Navigate, useOutletContext } from 'react-router';
import { EmptyCard } from '../../ui/EmptyCard';
import type { SiteTabKey } from './SiteDetailLayout';

/** The tabs still to come; the graph has its own screen (features/siteGraph). */
type PlaceholderTab = Exclude<SiteTabKey, 'graph'>;

const CONTENT: Record<PlaceholderTab, { title: string; description: string; Icon: typeof IconInfoCircle }> = {
  about: {
    title: 'About this site',
    description: 'The site’s basic, agronomic, irrigation and sensor information is not shown in this version yet.',
    Icon: IconInfoCircle,
  },
  template: {
    title: 'Template and thresholds',
    description: 'Crop templates and thresholds for this site are not available in this version yet.',
    Icon: IconTemplate,
  },
  'config+subs': {
    title: 'Configuration + Subscription',
    description: 'Site configuration and subscriptions are not available in this version yet.',
    Icon: IconSettings,
  },
};

/** A tab whose screen comes later: the shell only, with an honest empty state. */
export default function SiteTabPlaceholder({ tab }: { tab: PlaceholderTab }) {
  const site = useOutletContext<SiteHeaderView>();
  // Spec 001 §2.5: a pressure transducer has no Template tab.
  if (tab === 'template' && site.pressureTransducer) return <Navigate to="../graph" relative="path" replace />;
  const { title, description, Icon } = CONTENT[tab];
  return <EmptyCard icon={<Icon aria-hidden />} title={title} description={description} />;
}

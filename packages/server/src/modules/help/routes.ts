import type { FastifyPluginAsync } from 'fastify';
import { ok, supportEndpoints } from '@tilth/domain';
import type { HelpVideoView } from '@tilth/domain/accounts/views';
import type { Config } from '../../config';
import { route } from '../../http/route';

/** The help page's two videos (spec 000 §2.9), from configuration; unset ones are left out. */
export function helpRoutes(videos: Config['helpVideos']): FastifyPluginAsync {
  const list: { id: HelpVideoView['id']; title: string; url: string | null }[] = [
    { id: 'overview', title: 'Overview', url: videos.overview },
    { id: 'graphing', title: 'Graphing 101', url: videos.graphing },
  ];
  const configured: HelpVideoView[] = list.flatMap(({ id, title, url }) => (url ? [{ id, title, url }] : []));
  return async (app) => {
    route(app, supportEndpoints.helpVideos, {
      access: 'help:read',
      tags: ['help'],
      summary: 'Configured help video URLs (HELP_OVERVIEW_VIDEO_URL, HELP_GRAPHING_VIDEO_URL)',
      handler: async () => ok({ videos: configured }, 'Help videos'),
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { ok, supportEndpoints } from '@tilth/domain';
import type { Config } from '../../config';
import { route } from '../../http/route';
import { helpVideoList } from './helpVideos';

/** The help page's two videos: the bundled recordings unless configured otherwise. */
export function helpRoutes(videos: Config['helpVideos']): FastifyPluginAsync {
  const list = helpVideoList(videos);
  return async (app) => {
    route(app, supportEndpoints.helpVideos, {
      access: 'help:read',
      tags: ['help'],
      summary: 'Help videos: the bundled recordings, or HELP_OVERVIEW_VIDEO_URL / HELP_GRAPHING_VIDEO_URL (none leaves one out)',
      handler: async () => ok({ videos: list }, 'Help videos'),
    });
  };
}

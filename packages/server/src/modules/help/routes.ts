import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@tilth/domain';
import type { Config } from '../../config';

/** The help page's two videos (spec 000 §2.9), from configuration; unset ones are left out. */
export function helpRoutes(videos: Config['helpVideos']): FastifyPluginAsyncZod {
  const list = [
    { id: 'overview', title: 'Overview', url: videos.overview },
    { id: 'graphing', title: 'Graphing 101', url: videos.graphing },
  ].filter((v): v is { id: string; title: string; url: string } => !!v.url);
  return async (app) => {
    app.get('/help/videos', {
      config: { access: 'help:read' },
      schema: { tags: ['help'], summary: 'Configured help video URLs (HELP_OVERVIEW_VIDEO_URL, HELP_GRAPHING_VIDEO_URL)' },
      handler: async () => ok({ videos: list }, 'Help videos'),
    });
  };
}

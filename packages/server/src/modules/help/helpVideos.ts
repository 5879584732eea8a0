import type { HelpVideoView } from '@tilth/domain/accounts/views';
import { BUNDLED_HELP_VIDEOS, type Config } from '../../config';

/** The bundled recordings' captions sit beside them; a video configured elsewhere brings none. */
const captionsOf = (id: HelpVideoView['id'], url: string): string | null =>
  url === BUNDLED_HELP_VIDEOS[id] ? url.replace(/\.webm$/, '.vtt') : null;

/** The Help page's two videos (spec 000 §2.9) in order; one configured as 'none' is left out. */
export function helpVideoList(videos: Config['helpVideos']): HelpVideoView[] {
  const slots: { id: HelpVideoView['id']; title: string; url: string | null }[] = [
    { id: 'overview', title: 'Overview', url: videos.overview },
    { id: 'graphing', title: 'Graphing 101', url: videos.graphing },
  ];
  return slots.flatMap(({ id, title, url }) => (url ? [{ id, title, url, captions: captionsOf(id, url) }] : []));
}

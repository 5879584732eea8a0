import type { Config } from '../../config';
import { helpRoutes } from './routes';

/** The help videos' list, from the configuration (the composition root calls this once). */
export function createHelpModule(d: { helpVideos: Config['helpVideos'] }) {
  return { routes: () => helpRoutes(d.helpVideos) };
}

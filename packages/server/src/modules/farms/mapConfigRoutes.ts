import type { FastifyPluginAsync } from 'fastify';
import { farmToolEndpoints, ok, type MapConfig } from '@tilth/domain';
import type { Config } from '../../config';
import { route } from '../../http/route';

const KNOWN_ATTRIBUTIONS: [RegExp, string][] = [
  [/openstreetmap\.org/, '© OpenStreetMap contributors'],
  [/arcgisonline\.com/, 'Tiles © Esri'],
];

function layer(url: string | null, attribution: string | null) {
  if (!url) return null;
  return { url, attribution: attribution ?? KNOWN_ATTRIBUTIONS.find(([pattern]) => pattern.test(url))?.[1] ?? '' };
}

/** Map tile sources come from the environment, so an installation can use its own tile server. */
export function mapConfig(tiles: Config['mapTiles']): MapConfig {
  return {
    road: layer(tiles.road, tiles.attribution),
    satellite: layer(tiles.satellite, tiles.attribution),
    labels: layer(tiles.labels, tiles.attribution),
    maxZoom: 18,
  };
}

export function mapConfigRoutes(tiles: Config['mapTiles']): FastifyPluginAsync {
  const config = mapConfig(tiles);
  return async (app) => {
    route(app, farmToolEndpoints.mapConfig, {
      access: 'authenticated',
      tags: ['farms'],
      summary: 'Map tile URL templates (MAP_TILES_ROAD_URL, MAP_TILES_SATELLITE_URL, MAP_TILES_LABELS_URL) and max zoom',
      handler: async () => ok(config, 'Map configuration'),
    });
  };
}

/** Origins the browser loads tiles from, for the Content-Security-Policy ({s} subdomains become *). */
export function tileOrigins(tiles: Config['mapTiles']): string[] {
  const origins = [tiles.road, tiles.satellite, tiles.labels].flatMap((url) => {
    const origin = url?.match(/^(https?:\/\/[^/?#]+)/)?.[1];
    return origin ? [origin.replace(/\{s\}/g, '*')] : [];
  });
  return [...new Set(origins)];
}

import type { MapConfig } from '@tilth/domain';
import { useEffect, useState, type RefObject } from 'react';
import { useT } from '../../i18n/useT';
import { uiMessages } from '../messages';
import { baseLayers, DEFAULT_CENTRE, L, type MapType } from './leaflet';

export interface LeafletMapOptions {
  minZoom: number;
  /** Pan across the antimeridian onto the next copy of the world (a world-wide map of farms). */
  worldCopyJump?: boolean;
  /** Open on DEFAULT_CENTRE at this zoom before the owner fits its own view. */
  openZoom?: number;
}

/**
 * A keyboard-usable Leaflet map in `container`, showing the tiles of `tiles` from the configured
 * tile servers. The map is made again only when the zoom limit changes; switching the map type
 * swaps just the tile layers. `tilesFailed` turns true once any tile fails to load (offline, or
 * no tile server reachable): the pins are divIcons and still show, so the owner shows a notice.
 */
export function useLeafletMap(
  container: RefObject<HTMLDivElement | null>,
  config: MapConfig,
  tiles: MapType,
  { minZoom, worldCopyJump = false, openZoom }: LeafletMapOptions,
) {
  const t = useT(uiMessages);
  const [map, setMap] = useState<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const created = L.map(container.current!, { maxZoom: config.maxZoom, minZoom, worldCopyJump, keyboard: true, zoomControl: false });
    // Leaflet's zoom buttons, named in the app's language (made again after a switch).
    L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(created);
    if (openZoom !== undefined) created.setView(DEFAULT_CENTRE, openZoom);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [container, config.maxZoom, minZoom, worldCopyJump, openZoom, t]);

  useEffect(() => {
    if (!map) return;
    const layers = baseLayers(config, tiles, () => setTilesFailed(true));
    for (const layer of layers) layer.addTo(map);
    return () => layers.forEach((layer) => layer.remove());
  }, [map, config, tiles]);

  return { map, tilesFailed };
}

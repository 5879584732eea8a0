import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './markers.css';
import type { MapConfig } from '@tilth/domain';

/**
 * What every Leaflet map of the app shares: the tile sources of the configured map types and the
 * cluster marker. Maps import Leaflet from here so its stylesheet and the marker styles come along.
 */

export type MapType = 'satellite' | 'road' | 'hybrid';
export const MAP_TYPE_LABELS: Record<MapType, string> = { satellite: 'Satellite', road: 'Road', hybrid: 'Hybrid' };

/** Spec 000 §9: with no farms to fit, the map opens near latitude 8.3, longitude 77.5. */
export const DEFAULT_CENTRE: L.LatLngTuple = [8.3, 77.5];

/**
 * The tile layers of a map type (hybrid: satellite with labels). Tiles that fail to load only
 * leave the background showing: pins are divIcons and never depend on them.
 */
export function baseLayers(config: MapConfig, type: MapType, onTileError: () => void): L.TileLayer[] {
  const sources = type === 'road' ? [config.road] : type === 'hybrid' ? [config.satellite, config.labels] : [config.satellite];
  return sources.flatMap((source) => {
    if (!source) return [];
    const layer = L.tileLayer(source.url, { maxZoom: config.maxZoom, attribution: source.attribution, crossOrigin: false });
    layer.on('tileerror', onTileError);
    return [layer];
  });
}

export const availableTypes = (config: MapConfig): MapType[] =>
  (['satellite', 'road', 'hybrid'] as MapType[]).filter((type) => (type === 'road' ? config.road : config.satellite));

export function clusterIcon(count: number): L.DivIcon {
  // At least 44 px (WCAG 2.5.5): a cluster is tapped to zoom in.
  const size = count < 100 ? 46 : 54;
  return L.divIcon({
    html: `<div style="width:${size}px;height:${size}px;line-height:${size}px">${count}</div>`,
    className: 'tilth-cluster',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export { L };

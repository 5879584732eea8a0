import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './pins.css';
import type { MapConfig } from '@tilth/domain';

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

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A teardrop pin in the status colour with the status glyph, so the shape carries the status too. */
export function pinIcon(colour: string, glyph: string, label: string): L.DivIcon {
  const html = `<svg width="34" height="44" viewBox="0 0 34 44" aria-hidden="true"><path d="M17 43C17 43 32 27 32 16A15 15 0 0 0 2 16C2 27 17 43 17 43Z" fill="${colour}" stroke="#fff" stroke-width="2.5"/><text x="17" y="21" text-anchor="middle" font-size="15" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${escape(glyph)}</text></svg><span class="tilth-pin-label">${escape(label)}</span>`;
  return L.divIcon({ html, className: 'tilth-pin', iconSize: [34, 44], iconAnchor: [17, 43], popupAnchor: [0, -40] });
}

export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 38 : count < 100 ? 46 : 54;
  return L.divIcon({
    html: `<div style="width:${size}px;height:${size}px;line-height:${size}px">${count}</div>`,
    className: 'tilth-cluster',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export { L };

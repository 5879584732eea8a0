import { useEffect, useMemo } from 'react';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { translate } from '../../i18n/catalog';
import { useLanguageLocale } from '../../i18n/useT';
import { uiMessages } from '../messages';
import { clusterIcon, L } from './leaflet';

/** Spec 000 §9 / docs/architecture.md: clustering radius 85 over zooms 0–17; the maps themselves go to 18. */
const CLUSTER = { radius: 85, minZoom: 0, maxZoom: 17 };

interface Placed {
  location: { latitude: number; longitude: number };
}

export interface ClusteredMarkersOptions<T extends Placed> {
  /** Plural of what is clustered ('farms', 'sites'): a cluster is titled "12 farms here: zoom in". */
  noun: 'farms' | 'sites';
  maxZoom: number;
  /**
   * The marker of one item standing alone. Keep it stable (useCallback): a new function draws
   * every marker again.
   */
  marker: (item: T, at: L.LatLngTuple) => L.Marker;
}

/**
 * Items on `map` as markers, nearby ones grouped into numbered clusters by supercluster. Only what
 * is in view is drawn, brought up to date after every move or zoom; a cluster flies in to where it
 * splits up.
 */
export function useClusteredMarkers<T extends Placed>(
  map: L.Map | null,
  items: T[],
  { noun, maxZoom, marker }: ClusteredMarkersOptions<T>,
) {
  const locale = useLanguageLocale();
  const index = useMemo(() => {
    const cluster = new Supercluster<{ item: T }>(CLUSTER);
    cluster.load(
      items.map((item) => ({
        type: 'Feature',
        properties: { item },
        geometry: { type: 'Point', coordinates: [item.location.longitude, item.location.latitude] },
      })),
    );
    return cluster;
  }, [items]);

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    // What is drawn, by item (a lone marker) or by cluster at its zoom. A marker still in view is
    // kept across moves: drawing it again would close its open popup, and opening a popup near the
    // edge pans the map (autoPan), which used to close the popup half a second after it opened.
    let shown = new Map<unknown, L.Marker>();
    const render = () => {
      const bounds = map.getBounds();
      const zoom = Math.round(map.getZoom());
      const next = new Map<unknown, L.Marker>();
      for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as ClusterProperties | { item: T };
        const isCluster = 'cluster' in properties && properties.cluster;
        const key = isCluster ? `cluster:${zoom}:${properties.cluster_id}` : (properties as { item: T }).item;
        const kept = shown.get(key);
        if (kept) {
          next.set(key, kept);
          continue;
        }
        let drawn: L.Marker;
        if (isCluster) {
          const count = properties.point_count;
          drawn = L.marker([lat, lng], {
            icon: clusterIcon(count),
            keyboard: true,
            title: translate(uiMessages, noun === 'farms' ? 'clusterFarmsTitle' : 'clusterSitesTitle', { count }),
            alt: translate(uiMessages, noun === 'farms' ? 'clusterFarms' : 'clusterSites', { count }),
          });
          drawn.on('click', () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id), maxZoom)));
        } else {
          drawn = marker((properties as { item: T }).item, [lat, lng]);
        }
        group.addLayer(drawn);
        next.set(key, drawn);
      }
      for (const [key, drawn] of shown) if (!next.has(key)) group.removeLayer(drawn);
      shown = next;
    };
    render();
    map.on('moveend', render);
    return () => {
      map.off('moveend', render);
      group.remove();
    };
    // The locale: clusters are titled again in a new language.
  }, [map, index, noun, maxZoom, marker, locale]);
}

import { useEffect, useMemo } from 'react';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { clusterIcon, L } from './leaflet';

/** Spec 000 §9 / architecture.md: clustering radius 85 over zooms 0–17; the maps themselves go to 18. */
const CLUSTER = { radius: 85, minZoom: 0, maxZoom: 17 };

interface Placed {
  location: { latitude: number; longitude: number };
}

export interface ClusteredMarkersOptions<T extends Placed> {
  /** Plural of what is clustered ('farms', 'sites'): a cluster is titled "12 farms here: zoom in". */
  noun: string;
  maxZoom: number;
  /**
   * The marker of one item standing alone. Keep it stable (useCallback): a new function draws
   * every marker again.
   */
  marker: (item: T, at: L.LatLngTuple) => L.Marker;
}

/**
 * Items on `map` as markers, nearby ones grouped into numbered clusters by supercluster. Only what
 * is in view is drawn, again after every move or zoom; a cluster flies in to where it splits up.
 */
export function useClusteredMarkers<T extends Placed>(
  map: L.Map | null,
  items: T[],
  { noun, maxZoom, marker }: ClusteredMarkersOptions<T>,
) {
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
    const render = () => {
      group.clearLayers();
      const bounds = map.getBounds();
      for (const feature of index.getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        Math.round(map.getZoom()),
      )) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as ClusterProperties | { item: T };
        if ('cluster' in properties && properties.cluster) {
          const count = properties.point_count;
          const cluster = L.marker([lat, lng], {
            icon: clusterIcon(count),
            keyboard: true,
            title: `${count} ${noun} here: zoom in`,
            alt: `${count} ${noun}`,
          });
          cluster.on('click', () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id), maxZoom)));
          group.addLayer(cluster);
          continue;
        }
        group.addLayer(marker((properties as { item: T }).item, [lat, lng]));
      }
    };
    render();
    map.on('moveend', render);
    return () => {
      map.off('moveend', render);
      group.remove();
    };
  }, [map, index, noun, maxZoom, marker]);
}

import { Alert, SegmentedControl } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { countOf, type FarmListItem, type FarmStatus, type MapConfig } from '@tilth/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { availableTypes, baseLayers, clusterIcon, DEFAULT_CENTRE, L, MAP_TYPE_LABELS, pinIcon, type MapType } from './leafletSupport';
import { STATUS_HEX, STATUS_META } from './status';
import classes from './Map.module.css';
import farmClasses from './Farms.module.css';

/** Spec 000 §9 / architecture.md: clustering radius 85 over zooms 0–17; the map itself goes to 18. */
const CLUSTER = { radius: 85, minZoom: 0, maxZoom: 17 };
const PIN_ORDER: FarmStatus[] = ['LOW', 'MED', 'FAIR', 'NOT_CONNECTED', 'EXTRACTED'];

/** A farm's pin shows its most urgent status. */
export function farmPinStatus(farm: FarmListItem): FarmStatus | null {
  return PIN_ORDER.find((status) => countOf(farm.reportingStatus, status) > 0) ?? null;
}

function popupContent(farm: FarmListItem, open: () => void): HTMLElement {
  const root = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = farm.name;
  title.style.fontSize = '15px';
  const address = document.createElement('div');
  address.textContent = farm.physicalAddress;
  address.style.color = '#5c636a';
  const list = document.createElement('ul');
  list.className = classes.popupCounts!;
  for (const status of ['LOW', 'MED', 'FAIR', 'EXTRACTED'] as const) {
    const item = document.createElement('li');
    item.textContent = `${STATUS_META[status].glyph} ${STATUS_META[status].label}: ${countOf(farm.reportingStatus, status)}`;
    list.append(item);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Open farm';
  button.style.cssText = 'min-height:36px;padding:4px 14px;border-radius:6px;border:0;background:#357b46;color:#fff;font-weight:600;cursor:pointer';
  button.addEventListener('click', open);
  root.append(title, address, list, button);
  return root;
}

/** Farms on a Leaflet map, clustered with supercluster, on satellite, road or hybrid tiles. */
export function FarmMap({ farms, config, mapType, onMapTypeChange }: { farms: FarmListItem[]; config: MapConfig; mapType: MapType; onMapTypeChange: (type: MapType) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const navigate = useNavigate();
  const types = availableTypes(config);
  const shownType = types.includes(mapType) ? mapType : (types[0] ?? 'satellite');

  useEffect(() => {
    const created = L.map(container.current!, { maxZoom: config.maxZoom, minZoom: 1, worldCopyJump: true, keyboard: true });
    created.setView(DEFAULT_CENTRE, 3);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [config.maxZoom]);

  useEffect(() => {
    if (!map) return;
    const layers = baseLayers(config, shownType, () => setTilesFailed(true));
    for (const layer of layers) layer.addTo(map);
    return () => layers.forEach((layer) => layer.remove());
  }, [map, config, shownType]);

  const index = useMemo(() => {
    const cluster = new Supercluster<{ farm: FarmListItem }>(CLUSTER);
    cluster.load(farms.map((farm) => ({ type: 'Feature', properties: { farm }, geometry: { type: 'Point', coordinates: [farm.location.longitude, farm.location.latitude] } })));
    return cluster;
  }, [farms]);

  useEffect(() => {
    if (!map) return;
    if (farms.length === 0) map.setView(DEFAULT_CENTRE, 3);
    else map.fitBounds(L.latLngBounds(farms.map((f) => [f.location.latitude, f.location.longitude] as L.LatLngTuple)), { padding: [48, 48], maxZoom: 12 });
  }, [map, farms]);

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    const render = () => {
      group.clearLayers();
      const bounds = map.getBounds();
      const zoom = Math.round(map.getZoom());
      for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as ClusterProperties | { farm: FarmListItem };
        if ('cluster' in properties && properties.cluster) {
          const count = properties.point_count;
          const marker = L.marker([lat, lng], { icon: clusterIcon(count), keyboard: true, title: `${count} farms here: zoom in`, alt: `${count} farms` });
          marker.on('click', () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id), config.maxZoom)));
          group.addLayer(marker);
          continue;
        }
        const { farm } = properties as { farm: FarmListItem };
        const status = farmPinStatus(farm);
        const meta = status ? STATUS_META[status] : null;
        const label = `${farm.name}: ${meta ? meta.label : 'No sites'}`;
        const marker = L.marker([lat, lng], { icon: pinIcon(status ? STATUS_HEX[status] : '#868e96', meta?.glyph ?? '·', farm.name), keyboard: true, title: label, alt: label });
        marker.bindPopup(() => popupContent(farm, () => navigate(`/farm/${farm.objectId}/sites`)));
        group.addLayer(marker);
      }
    };
    render();
    map.on('moveend', render);
    return () => {
      map.off('moveend', render);
      group.remove();
    };
  }, [map, index, navigate, config.maxZoom]);

  return (
    <div className={farmClasses.map}>
      <div ref={container} style={{ height: '100%', width: '100%' }} role="region" aria-label="Farms map" data-testid="farm-map" />
      {types.length > 1 && (
        <SegmentedControl
          className={classes.layerSwitch}
          size="xs"
          value={shownType}
          onChange={(value) => onMapTypeChange(value as MapType)}
          data={types.map((type) => ({ value: type, label: MAP_TYPE_LABELS[type] }))}
          aria-label="Map type"
        />
      )}
      {tilesFailed && (
        <Alert className={classes.notice} color="gray" variant="white" icon={<IconInfoCircle aria-hidden />} p="xs">
          Map tiles could not be loaded. Farm pins still show.
        </Alert>
      )}
    </div>
  );
}

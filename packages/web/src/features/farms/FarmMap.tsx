import { SegmentedControl } from '@mantine/core';
import { countOf, type FarmListItem, type FarmStatus, type MapConfig } from '@tilth/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { availableTypes, DEFAULT_CENTRE, L, MAP_TYPE_LABELS, type MapType } from '../../ui/maps/leaflet';
import { MapNotice } from '../../ui/maps/MapNotice';
import { useClusteredMarkers } from '../../ui/maps/useClusteredMarkers';
import { useLeafletMap } from '../../ui/maps/useLeafletMap';
import { pinIcon } from './farmPin';
import { farmsMessages } from './messages';
import { STATUS_HEX, STATUS_META, statusLabel } from './status';
import classes from './Map.module.css';
import farmClasses from './Farms.module.css';

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
    item.textContent = `${STATUS_META[status].glyph} ${statusLabel(status)}: ${countOf(farm.reportingStatus, status)}`;
    list.append(item);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = translate(farmsMessages, 'openFarm');
  button.style.cssText =
    'min-height:36px;padding:4px 14px;border-radius:6px;border:0;background:#357b46;color:#fff;font-weight:600;cursor:pointer';
  button.addEventListener('click', open);
  root.append(title, address, list, button);
  return root;
}

/** Farms on a Leaflet map, clustered with supercluster, on satellite, road or hybrid tiles. */
export function FarmMap({
  farms,
  config,
  mapType,
  onMapTypeChange,
}: {
  farms: FarmListItem[];
  config: MapConfig;
  mapType: MapType;
  onMapTypeChange: (type: MapType) => void;
}) {
  const t = useT(farmsMessages);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const types = availableTypes(config);
  const shownType = types.includes(mapType) ? mapType : (types[0] ?? 'satellite');
  const { map, tilesFailed } = useLeafletMap(container, config, shownType, { minZoom: 1, worldCopyJump: true, openZoom: 3 });

  useEffect(() => {
    if (!map) return;
    if (farms.length === 0) map.setView(DEFAULT_CENTRE, 3);
    else
      map.fitBounds(L.latLngBounds(farms.map((f) => [f.location.latitude, f.location.longitude] as L.LatLngTuple)), {
        padding: [48, 48],
        maxZoom: 12,
      });
  }, [map, farms]);

  const farmMarker = useCallback(
    (farm: FarmListItem, at: L.LatLngTuple) => {
      const status = farmPinStatus(farm);
      const meta = status ? STATUS_META[status] : null;
      const label = t('pinLabel', { name: farm.name, status: status ? statusLabel(status) : t('noSitesLower') });
      const marker = L.marker(at, {
        icon: pinIcon(status ? STATUS_HEX[status] : '#868e96', meta?.glyph ?? '·', farm.name),
        keyboard: true,
        title: label,
        alt: label,
      });
      marker.bindPopup(() => popupContent(farm, () => navigate(`/farm/${farm.objectId}/sites`)));
      return marker;
    },
    [navigate, t],
  );
  useClusteredMarkers(map, farms, { noun: 'farms', maxZoom: config.maxZoom, marker: farmMarker });

  return (
    <div className={farmClasses.map}>
      <div ref={container} style={{ height: '100%', width: '100%' }} role="region" aria-label={t('farmsMap')} data-testid="farm-map" />
      {types.length > 1 && (
        <SegmentedControl
          className={classes.layerSwitch}
          size="xs"
          value={shownType}
          onChange={(value) => onMapTypeChange(value as MapType)}
          data={types.map((type) => ({ value: type, label: MAP_TYPE_LABELS[type] }))}
          aria-label={t('mapType')}
        />
      )}
      {tilesFailed && <MapNotice>{t('tilesFailed')}</MapNotice>}
    </div>
  );
}

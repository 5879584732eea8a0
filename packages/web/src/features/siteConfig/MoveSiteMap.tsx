import { SegmentedControl } from '@mantine/core';
import type { MapConfig } from '@tilth/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { L, type MapType } from '../../ui/maps/leaflet';
import { MapNotice } from '../../ui/maps/MapNotice';
import { useLeafletMap } from '../../ui/maps/useLeafletMap';
import { pinIcon } from '../farms/farmPin';
import { STATUS_HEX } from '../farms/status';
import { siteConfigMessages } from './messages';

/** Where a site's map opens: close enough to tell one field from the next (max zoom is the config's 18). */
export const MOVE_SITE_ZOOM = 16;
/** Spec 002 §9: with no point yet the map opens at zoom 4. */
export const MOVE_SITE_EMPTY_ZOOM = 4;

/** Spec 002 §2.3: the map-type bar reads map, satellite, hybrid. */
const TYPES: { value: MapType; key: 'mapTypeRoad' | 'mapTypeSatellite' | 'mapTypeHybrid' }[] = [
  { value: 'road', key: 'mapTypeRoad' },
  { value: 'satellite', key: 'mapTypeSatellite' },
  { value: 'hybrid', key: 'mapTypeHybrid' },
];

/**
 * The Move Site map: satellite by default, a click sets the point. The pin is a divIcon, so it
 * shows and moves when no tile can load; a notice then says the fields still work.
 */
export function MoveSiteMap({
  config,
  point,
  siteName,
  onPick,
}: {
  config: MapConfig;
  point: { lat: number; lng: number } | null;
  siteName: string;
  onPick: (lat: number, lng: number) => void;
}) {
  const t = useT(siteConfigMessages);
  const container = useRef<HTMLDivElement>(null);
  const [type, setType] = useState<MapType>('satellite');
  const types = TYPES.filter((type) => (type.value === 'road' ? config.road : config.satellite)).map((type) => ({
    value: type.value,
    label: t(type.key),
  }));
  const { map, tilesFailed } = useLeafletMap(container, config, type, { minZoom: 2 });
  const pick = useRef(onPick);
  pick.current = onPick;
  const opened = useRef(false);

  useEffect(() => {
    if (!map) return;
    map.on('click', (event: L.LeafletMouseEvent) => pick.current(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))));
    // The dialog animates open: Leaflet measures its box again once it has its size.
    const timer = setTimeout(() => map.invalidateSize(), 250);
    return () => {
      clearTimeout(timer);
      map.off('click');
    };
  }, [map]);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      if (!opened.current) map.setView([39.8, -98.6], MOVE_SITE_EMPTY_ZOOM);
      opened.current = true;
      return;
    }
    const marker = L.marker([lat, lng], { icon: pinIcon(STATUS_HEX.FAIR, '✓', siteName), keyboard: false, interactive: false }).addTo(map);
    if (!opened.current) map.setView([lat, lng], MOVE_SITE_ZOOM);
    else if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
    opened.current = true;
    return () => void marker.remove();
  }, [map, lat, lng, siteName]);

  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={container}
        style={{
          height: 'min(420px, 50vh)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          border: '1px solid var(--tilth-border)',
          background: 'var(--tilth-map-bg)',
        }}
        role="region"
        aria-label={t('mapRegion')}
        data-testid="move-site-map"
        data-map-type={type}
      />
      {types.length > 1 && (
        <SegmentedControl
          size="xs"
          value={type}
          onChange={(value) => setType(value as MapType)}
          data={types}
          aria-label={t('mapType')}
          style={{ position: 'absolute', top: 10, right: 10, zIndex: 500 }}
        />
      )}
      {tilesFailed && <MapNotice>{t('tilesFailed')}</MapNotice>}
    </div>
  );
}

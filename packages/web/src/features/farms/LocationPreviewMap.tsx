import type { MapConfig } from '@tilth/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { baseLayers, DEFAULT_CENTRE, L } from '../../ui/maps/leaflet';
import { pinIcon } from './farmPin';
import { farmsMessages } from './messages';
import { STATUS_HEX } from './status';

/** Spec 000 §2.5, §9: the create-farm map opens at zoom 4 on the point; a click moves the point. */
export const CREATE_FARM_ZOOM = 4;

export function LocationPreviewMap({
  config,
  point,
  onPick,
}: {
  config: MapConfig;
  point: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
}) {
  const t = useT(farmsMessages);
  const newFarm = t('newFarm');
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const created = L.map(container.current!, { maxZoom: config.maxZoom, zoomControl: true });
    created.setView(DEFAULT_CENTRE, CREATE_FARM_ZOOM);
    // Satellite with labels, so a grower recognises their fields and the nearest town.
    for (const layer of baseLayers(config, config.satellite ? 'hybrid' : 'road', () => undefined)) layer.addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      pick.current(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))),
    );
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [config]);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const marker = L.marker([lat, lng], { icon: pinIcon(STATUS_HEX.FAIR, '✓', newFarm), keyboard: false, interactive: false }).addTo(map);
    map.setView([lat, lng], Math.max(map.getZoom(), CREATE_FARM_ZOOM));
    return () => void marker.remove();
  }, [map, lat, lng, newFarm]);

  return (
    <div
      ref={container}
      style={{
        height: 240,
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        border: '1px solid var(--tilth-border)',
        background: 'var(--tilth-map-bg)',
      }}
      role="region"
      aria-label={t('locationMap')}
      data-testid="farm-location-map"
    />
  );
}

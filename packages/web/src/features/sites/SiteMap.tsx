import type { MapConfig, SiteCardView } from '@tilth/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_CENTRE, L, type MapType } from '../../ui/maps/leaflet';
import { MapNotice } from '../../ui/maps/MapNotice';
import { useClusteredMarkers } from '../../ui/maps/useClusteredMarkers';
import { useLeafletMap } from '../../ui/maps/useLeafletMap';
import { SILENT_AFTER_HOURS } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { staleText } from '../../ui/staleText';
import { relativeTime } from '../../ui/relativeTime';
import { pendingMarkerHtml, pinLook, pinMarkerHtml } from './pinGraphics';
import { siteGraphPath } from './sitePaths';
import { sitesMessages } from './messages';
import { subscribeText } from './SiteCard';
import './siteMap.css';

/** Spec 001 §9: the farm's map opens at zoom 15. */
export const DEFAULT_ZOOM = 15;

function tooltipText(site: SiteCardView): HTMLElement {
  const root = document.createElement('div');
  const id = document.createElement('strong');
  id.textContent = translate(sitesMessages, 'mapTooltipId', { siteId: site.siteId });
  const name = document.createElement('div');
  name.textContent = site.name;
  const updated = document.createElement('div');
  updated.textContent =
    site.status === 'PENDING'
      ? translate(sitesMessages, 'pendingInstallation')
      : translate(sitesMessages, 'mapLastUpdated', { when: relativeTime(site.lastUpdated) ?? translate(sitesMessages, 'mapNever') });
  root.append(id, name, updated);
  if (site.status !== 'PENDING') {
    const state = document.createElement('div');
    state.textContent = pinLook(site).label;
    root.append(state);
    // Staleness in words: the pin's colour follows spec 001 §4 and may not show it.
    const stale = site.lastUpdated ? staleText(site.lastUpdated, Date.now()) : null;
    if (stale?.stale) {
      const old = document.createElement('div');
      old.className = 'site-map-stale';
      // A day or more without a reading: the probe is silent (fleet health's word), whatever the pin's colour.
      const silent = site.lastUpdated !== null && Date.now() - Date.parse(site.lastUpdated) >= SILENT_AFTER_HOURS * 3_600_000;
      old.textContent = silent
        ? translate(sitesMessages, 'probeSilent', { stale: `${stale.text.charAt(0).toLowerCase()}${stale.text.slice(1)}` })
        : stale.text;
      root.append(old);
    }
    // Faulty sensors in words (issue 30): a stuck or silent depth is not the soil.
    for (const fault of site.sensorFaults ?? []) {
      const line = document.createElement('div');
      line.className = 'site-map-fault';
      line.textContent = translate(sitesMessages, 'sensorFault', { faults: fault });
      root.append(line);
    }
  }
  return root;
}

function inertPopup(site: SiteCardView): HTMLElement {
  const root = tooltipText(site);
  const note = document.createElement('p');
  note.style.margin = '6px 0 0';
  note.textContent = subscribeText();
  root.append(note);
  return root;
}

export interface SiteMapProps {
  sites: SiteCardView[];
  config: MapConfig;
  tiles: MapType;
  /** The farm's location; sites of several farms fit the view instead. */
  centre: { latitude: number; longitude: number } | null;
  fitToSites: boolean;
}

/** Sites on Leaflet: status pins (or a rectangle for pending sites) that open the site's graph when allowed. */
export default function SiteMap({ sites, config, tiles, centre, fitToSites }: SiteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const t = useT(sitesMessages);
  const { map, tilesFailed } = useLeafletMap(container, config, tiles, { minZoom: 2 });

  const placed = useMemo(() => sites.filter((s) => Number.isFinite(s.location.latitude) && Number.isFinite(s.location.longitude)), [sites]);

  // The view is set when the map opens or the set of sites changes, not when their readings refresh.
  const latest = useRef(placed);
  latest.current = placed;
  const placesKey = placed.map((s) => `${s.objectId}:${s.location.latitude},${s.location.longitude}`).join('|');
  const lat = centre?.latitude;
  const lng = centre?.longitude;
  useEffect(() => {
    if (!map) return;
    const sites = latest.current;
    // The farm at zoom 15; when its sites spread wider than that view, just wide enough to show them all.
    const bounds = sites.length > 0 ? L.latLngBounds(sites.map((s) => [s.location.latitude, s.location.longitude] as L.LatLngTuple)) : null;
    const hasCentre = lat !== undefined && lng !== undefined;
    if (hasCentre && !fitToSites) map.setView([lat, lng], DEFAULT_ZOOM);
    else if (!bounds) map.setView(DEFAULT_CENTRE, DEFAULT_ZOOM);
    if (bounds && (fitToSites || !hasCentre || !map.getBounds().contains(bounds)))
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: DEFAULT_ZOOM });
  }, [map, placesKey, lat, lng, fitToSites]);

  const siteMarker = useCallback(
    (site: SiteCardView, at: L.LatLngTuple) => {
      const pending = site.status === 'PENDING';
      const label = pending
        ? t('markerPending', { siteId: site.siteId })
        : t('marker', { siteId: site.siteId, name: site.name, state: pinLook(site).label });
      const icon = pending
        ? L.divIcon({
            html: pendingMarkerHtml(site.siteId),
            className: 'tilth-pin',
            // 44 px tall (WCAG 2.5.5): the 24 px label sits in the middle of its tap target.
            iconSize: [60, 44],
            iconAnchor: [30, 22],
            popupAnchor: [0, -10],
          })
        : L.divIcon({
            html: pinMarkerHtml(pinLook(site), site.siteId),
            className: 'tilth-pin',
            // 44 px wide (WCAG 2.5.5): the 34 px pin sits in the middle of its tap target.
            iconSize: [44, 44],
            iconAnchor: [22, 42],
            popupAnchor: [0, -40],
          });
      const marker = L.marker(at, { icon, keyboard: true, title: label, alt: label });
      marker.bindTooltip(() => tooltipText(site), { direction: 'top', offset: [0, pending ? -12 : -40], className: 'tilth-site-tooltip' });
      // Spec 001 §2.4: a pin opens the graph only for an admin or a Silver or Gold plan; otherwise it only informs.
      if (site.canOpenGraph && !pending) marker.on('click', () => navigate(siteGraphPath(site)));
      else marker.bindPopup(() => inertPopup(site));
      marker.on('add', () => {
        const element = marker.getElement();
        element?.setAttribute('data-site-id', site.siteId);
        element?.setAttribute('data-pin', pending ? 'pending' : site.pin.colour);
      });
      return marker;
    },
    [navigate, t],
  );
  useClusteredMarkers(map, placed, { noun: 'sites', maxZoom: config.maxZoom, marker: siteMarker });

  return (
    <>
      <div ref={container} style={{ position: 'absolute', inset: 0 }} role="region" aria-label={t('sitesMap')} data-testid="site-map" />
      {tilesFailed && <MapNotice>{t('tilesFailed')}</MapNotice>}
    </>
  );
}

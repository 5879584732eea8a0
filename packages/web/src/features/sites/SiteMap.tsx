import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { MapConfig, SiteCardView } from '@tilth/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { relativeTime } from '../../ui/relativeTime';
import { baseLayers, clusterIcon, DEFAULT_CENTRE, L, type MapType } from '../farms/leafletSupport';
import { pendingMarkerHtml, pinLook, pinMarkerHtml } from './pinGraphics';
import { siteGraphPath } from './sitePaths';
import { SUBSCRIBE_TEXT } from './SiteCard';
import classes from './Sites.module.css';
import './siteMap.css';

/** Spec 001 §9: the farm's map opens at zoom 15. */
export const DEFAULT_ZOOM = 15;
/** architecture.md: supercluster radius 85 up to zoom 17. */
const CLUSTER = { radius: 85, minZoom: 0, maxZoom: 17 };

function tooltipText(site: SiteCardView): HTMLElement {
  const root = document.createElement('div');
  const id = document.createElement('strong');
  id.textContent = `ID# ${site.siteId}`;
  const name = document.createElement('div');
  name.textContent = site.name;
  const updated = document.createElement('div');
  updated.textContent = site.status === 'PENDING' ? 'Pending installation' : `Last updated: ${relativeTime(site.lastUpdated) ?? 'never'}`;
  root.append(id, name, updated);
  if (site.status !== 'PENDING') {
    const state = document.createElement('div');
    state.textContent = pinLook(site).label;
    root.append(state);
  }
  return root;
}

function inertPopup(site: SiteCardView): HTMLElement {
  const root = tooltipText(site);
  const note = document.createElement('p');
  note.style.margin = '6px 0 0';
  note.textContent = SUBSCRIBE_TEXT;
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
  const [map, setMap] = useState<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    const created = L.map(container.current!, { maxZoom: config.maxZoom, minZoom: 2, keyboard: true });
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [config.maxZoom]);

  useEffect(() => {
    if (!map) return;
    const layers = baseLayers(config, tiles, () => setTilesFailed(true));
    for (const layer of layers) layer.addTo(map);
    return () => layers.forEach((layer) => layer.remove());
  }, [map, config, tiles]);

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
    if (bounds && (fitToSites || !hasCentre || !map.getBounds().contains(bounds))) map.fitBounds(bounds, { padding: [48, 48], maxZoom: DEFAULT_ZOOM });
  }, [map, placesKey, lat, lng, fitToSites]);

  const index = useMemo(() => {
    const cluster = new Supercluster<{ site: SiteCardView }>(CLUSTER);
    cluster.load(placed.map((site) => ({ type: 'Feature', properties: { site }, geometry: { type: 'Point', coordinates: [site.location.longitude, site.location.latitude] } })));
    return cluster;
  }, [placed]);

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    const render = () => {
      group.clearLayers();
      const b = map.getBounds();
      for (const feature of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(map.getZoom()))) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as ClusterProperties | { site: SiteCardView };
        if ('cluster' in properties && properties.cluster) {
          const count = properties.point_count;
          const marker = L.marker([lat, lng], { icon: clusterIcon(count), keyboard: true, title: `${count} sites here: zoom in`, alt: `${count} sites` });
          marker.on('click', () => map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id), config.maxZoom)));
          group.addLayer(marker);
          continue;
        }
        const { site } = properties as { site: SiteCardView };
        const pending = site.status === 'PENDING';
        const label = pending ? `Site ${site.siteId}, pending installation` : `Site ${site.siteId}, ${site.name}: ${pinLook(site).label}`;
        const icon = pending
          ? L.divIcon({ html: pendingMarkerHtml(site.siteId), className: 'tilth-pin', iconSize: [60, 24], iconAnchor: [30, 12], popupAnchor: [0, -10] })
          : L.divIcon({ html: pinMarkerHtml(pinLook(site), site.siteId), className: 'tilth-pin', iconSize: [34, 44], iconAnchor: [17, 42], popupAnchor: [0, -40] });
        const marker = L.marker([lat, lng], { icon, keyboard: true, title: label, alt: label });
        marker.bindTooltip(() => tooltipText(site), { direction: 'top', offset: [0, pending ? -12 : -40], className: 'tilth-site-tooltip' });
        // Spec 001 §2.4: a pin opens the graph only for an admin or a Silver or Gold plan; otherwise it only informs.
        if (site.canOpenGraph && !pending) marker.on('click', () => navigate(siteGraphPath(site)));
        else marker.bindPopup(() => inertPopup(site));
        marker.on('add', () => {
          const element = marker.getElement();
          element?.setAttribute('data-site-id', site.siteId);
          element?.setAttribute('data-pin', pending ? 'pending' : site.pin.colour);
        });
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
    <>
      <div ref={container} style={{ position: 'absolute', inset: 0 }} role="region" aria-label="Sites map" data-testid="site-map" />
      {tilesFailed && (
        <Alert className={classes.notice} color="gray" variant="white" icon={<IconInfoCircle aria-hidden />} p="xs">
          Map tiles could not be loaded. Site pins still show.
        </Alert>
      )}
    </>
  );
}

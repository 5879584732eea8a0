import { escapeHtml } from '@tilth/domain';
import { L } from '../../ui/maps/leaflet';

/** A teardrop pin in the status colour with the status glyph, so the shape carries the status too. */
export function pinIcon(colour: string, glyph: string, label: string): L.DivIcon {
  const html = `<svg width="34" height="44" viewBox="0 0 34 44" aria-hidden="true"><path d="M17 43C17 43 32 27 32 16A15 15 0 0 0 2 16C2 27 17 43 17 43Z" fill="${colour}" stroke="#fff" stroke-width="2.5"/><text x="17" y="21" text-anchor="middle" font-size="15" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${escapeHtml(glyph)}</text></svg><span class="tilth-pin-label">${escapeHtml(label)}</span>`;
  return L.divIcon({ html, className: 'tilth-pin', iconSize: [44, 44], iconAnchor: [22, 43], popupAnchor: [0, -40] });
}

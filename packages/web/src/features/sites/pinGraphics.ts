import { escapeHtml, PIN_HEX, PIN_TEXT, pinStatus, SALINITY_LABELS, type SiteCardView } from '@tilth/domain';
import { domainText } from '../../i18n/domainText';

/**
 * The site pin of spec 001 §4: inside (fill) by moisture or the pin rule, outline by salinity,
 * and a letter mark plus words for the state, so colour is never the only signal.
 */
export interface PinLook {
  fill: string;
  text: string;
  outline: string | null;
  mark: string;
  /** The state in words, e.g. 'Low moisture · Salinity high'. */
  label: string;
}

export function pinLook(site: Pick<SiteCardView, 'pin' | 'state'>): PinLook {
  const status = pinStatus(site.state);
  const salinity = site.state.salinity ? SALINITY_LABELS[site.state.salinity] : null;
  return {
    fill: PIN_HEX[site.pin.colour],
    text: PIN_TEXT[site.pin.colour],
    outline: site.pin.outline ? PIN_HEX[site.pin.outline] : null,
    mark: status.mark,
    label: salinity ? `${domainText(status.label)} · ${domainText(salinity)}` : domainText(status.label),
  };
}

/** SVG of a teardrop pin, 34 × 44, filled by moisture; salinity draws a coloured band inside the edge. */
export function pinSvg(look: PinLook, size = 1): string {
  const shape = 'M17 42C17 42 31.5 26.5 31.5 16A14.5 14.5 0 0 0 2.5 16C2.5 26.5 17 42 17 42Z';
  // A thin dark edge keeps light pins visible on any map; salinity adds a coloured band inside it.
  const ring = look.outline
    ? `<path d="${shape}" fill="none" stroke="${look.outline}" stroke-width="3.2" transform="translate(17 17) scale(0.86) translate(-17 -17)"/>`
    : '';
  return `<svg width="${34 * size}" height="${44 * size}" viewBox="0 0 34 44" aria-hidden="true"><path d="${shape}" fill="${look.fill}" stroke="#1f2328" stroke-opacity="0.7" stroke-width="1.4"/>${ring}<text x="17" y="21.5" text-anchor="middle" font-size="14" font-weight="700" fill="${look.text}" font-family="system-ui,sans-serif">${escapeHtml(look.mark)}</text></svg>`;
}

/** A pending site's marker: a plain rectangle with its site id (spec 001 §2.4). */
export function pendingMarkerHtml(siteId: string): string {
  return `<div class="tilth-site-pending">${escapeHtml(siteId)}</div>`;
}

export function pinMarkerHtml(look: PinLook, siteId: string): string {
  return `${pinSvg(look)}<span class="tilth-pin-label">${escapeHtml(siteId)}</span>`;
}

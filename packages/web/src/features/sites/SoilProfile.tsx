import { Box, Text } from '@mantine/core';
import { IconDroplet, IconDropletOff } from '@tabler/icons-react';
import type { SiteCardDetail } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { sitesMessages } from './messages';
import { sensorDepth, waterDepth, type LengthUnit } from './units';
import classes from './Sites.module.css';

/** Above the ground line the plant; spec 001 §9 gives the whole picture 53 + 25 per sensor + 2 × depth. */
const GROUND = 53;
const ROW = 25;

/** Where a sensor's row sits: 25 px per sensor plus 2 px per inch below the ground line. */
const rowY = (index: number, depthIn: number) => GROUND + ROW * index + ROW / 2 + 2 * depthIn;

function depthY(depths: number[], depthIn: number): number {
  if (depths.length === 0) return GROUND + 2 * depthIn;
  const points = [{ d: 0, y: GROUND }, ...depths.map((d, i) => ({ d, y: rowY(i, d) }))];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (depthIn <= b.d) return a.y + ((depthIn - a.d) / Math.max(1e-9, b.d - a.d)) * (b.y - a.y);
  }
  const last = points.at(-1)!;
  return last.y + (depthIn - last.d) * 2;
}

/**
 * The card's plant and root picture with the sensor depths beside it: RAW per depth and the
 * water-percolation column (the deepest sensor the last wetting reached).
 */
export function SoilProfile({ detail, unit }: { detail: SiteCardDetail; unit: LengthUnit }) {
  const t = useT(sitesMessages);
  const { depths } = detail;
  const height = Math.max(detail.rootImageHeight, depths.length ? rowY(depths.length - 1, depths.at(-1)!) + ROW / 2 + 4 : 0);
  const rootTip = Math.min(height - 4, depthY(depths, detail.rootDepth));
  const wetTo = detail.percolation?.depthIn ?? null;
  const wetY = wetTo === null ? null : depthY(depths, wetTo) + 6;
  const rawOf = (i: number) => detail.rawPerDepth.find((r) => r.key === String(i))?.raw ?? null;

  return (
    <>
      <Box className={classes.profile} style={{ height }} data-testid="soil-profile">
        <svg
          className={classes.profileArt}
          width="96"
          height={height}
          viewBox={`0 0 96 ${height}`}
          aria-hidden="true"
          data-testid="root-image"
          data-height={detail.rootImageHeight}
        >
          <defs>
            <linearGradient id="soil" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#b98b5e" />
              <stop offset="1" stopColor="#7a4f2c" />
            </linearGradient>
          </defs>
          {/* Plant */}
          <path d={`M48 ${GROUND} C48 38 47 26 48 10`} stroke="#3d7f35" strokeWidth="3" fill="none" />
          <ellipse cx="37" cy="30" rx="11" ry="4.5" transform="rotate(-25 37 30)" fill="#66b92d" />
          <ellipse cx="59" cy="22" rx="11" ry="4.5" transform="rotate(25 59 22)" fill="#66b92d" />
          <ellipse cx="38" cy="16" rx="8" ry="3.5" transform="rotate(-30 38 16)" fill="#7fcb45" />
          {/* Soil */}
          <rect x="0" y={GROUND} width="96" height={height - GROUND} fill="url(#soil)" />
          {wetY !== null && <rect x="0" y={GROUND} width="96" height={Math.max(0, wetY - GROUND)} fill="#4aa3df" opacity="0.35" />}
          <line x1="0" y1={GROUND} x2="96" y2={GROUND} stroke="#4b3420" strokeWidth="2" />
          {/* Roots */}
          {[-16, -6, 5, 15].map((dx, i) => (
            <path
              key={i}
              d={`M48 ${GROUND} C${48 + dx} ${GROUND + (rootTip - GROUND) * 0.4} ${48 + dx * 1.8} ${GROUND + (rootTip - GROUND) * 0.7} ${48 + dx * 1.2} ${rootTip - (i % 2) * 8}`}
              stroke="#f3e3c4"
              strokeWidth="2"
              fill="none"
            />
          ))}
          {/* Sensors */}
          {depths.map((d, i) => (
            <g key={d}>
              <line x1="78" y1={rowY(i, d)} x2="96" y2={rowY(i, d)} stroke="#ffffff" strokeOpacity="0.7" strokeDasharray="2 2" />
              <circle cx="84" cy={rowY(i, d)} r="4" fill="#ffffff" stroke="#1f2328" strokeWidth="1" />
            </g>
          ))}
        </svg>
        <div className={classes.profileTable} role="table" aria-label={t('profileTable')}>
          <div role="row" className={classes.profileHead} style={{ top: GROUND - 22 }}>
            <span role="columnheader">{t('depth')}</span>
            <span role="columnheader">{t('raw')}</span>
            <span role="columnheader">{t('percolation')}</span>
          </div>
          {depths.map((d, i) => {
            const reached = wetTo !== null && d <= wetTo;
            return (
              <div role="row" key={d} className={classes.profileRow} style={{ top: rowY(i, d) - 10 }} data-testid="profile-row">
                <span role="cell">{sensorDepth(d, unit)}</span>
                <span role="cell">{waterDepth(rawOf(i), unit)}</span>
                <span role="cell" className={classes.percolation} data-reached={reached || undefined}>
                  {reached ? <IconDroplet size={14} aria-hidden /> : <IconDropletOff size={14} aria-hidden />}
                  {reached ? t('reached') : '—'}
                </span>
              </div>
            );
          })}
        </div>
      </Box>
      {detail.percolation?.deepDrainage && (
        <Text size="xs" c="dimmed">
          {t('deepDrainage')}
        </Text>
      )}
    </>
  );
}

import { Box, Group, Text } from '@mantine/core';
import { COLOUR_HEX, OUTSIDE_SEASON_TEXT, PIN_HEX, type BarColour, type SiteCardView } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { sitesMessages } from './messages';
import { percent } from './units';
import classes from './Sites.module.css';

const BAR_HEX: Record<BarColour, string> = {
  red: COLOUR_HEX.red,
  yellow: COLOUR_HEX.yellow,
  green: COLOUR_HEX.green,
  lightBlue: COLOUR_HEX.lightBlue,
  darkBlue: COLOUR_HEX.darkBlue,
  none: 'transparent',
};

const BAR_KEY = {
  red: 'barRed',
  yellow: 'barYellow',
  green: 'barGreen',
  lightBlue: 'barLightBlue',
  darkBlue: 'barDarkBlue',
  none: 'barNone',
} as const satisfies Record<BarColour, string>;

/** The band in words, beside the colour (spec 001 §4 bar colours), in the app's language. */
export const barLabel = (colour: BarColour): string => translate(sitesMessages, BAR_KEY[colour]);

/**
 * The E–F bar: root-zone available water from Empty to Full, in the band's colour. Outside the
 * crop's season (the server's season rule, the card's state flag) the bands judge nothing: the bar
 * is grey and says why, instead of a red 'Below refill point' over a harvested field.
 */
export function MoistureBar({ bar, outOfSeason = false }: { bar: SiteCardView['bar']; outOfSeason?: boolean }) {
  const t = useT(sitesMessages);
  const pct = bar.percentageFilled;
  const width = pct === null ? 0 : Math.max(0, Math.min(100, pct));
  const band = outOfSeason ? domainText(OUTSIDE_SEASON_TEXT) : t(BAR_KEY[bar.colour]);
  const words = pct === null ? t('noReading') : t('barWords', { percent: percent(pct), band });
  const fill = outOfSeason && bar.colour !== 'none' ? PIN_HEX.grey : BAR_HEX[bar.colour];
  return (
    <Box>
      <Group gap={6} wrap="nowrap" align="center">
        <Text size="xs" fw={700} c="dimmed" aria-hidden>
          {t('barEmptyMark')}
        </Text>
        <div
          className={classes.bar}
          // A meter needs a value; with no reading the bar is a picture of an empty bar.
          {...(pct === null
            ? { role: 'img', 'aria-label': t('availableWaterNoReading') }
            : {
                role: 'meter',
                'aria-label': t('availableWater'),
                'aria-valuemin': 0,
                'aria-valuemax': 100,
                'aria-valuenow': Math.round(pct),
                'aria-valuetext': words,
              })}
          data-colour={bar.colour}
          data-season={outOfSeason ? 'outside' : undefined}
        >
          <div className={classes.barFill} style={{ width: `${width}%`, background: fill }} />
          {/* Threshold ticks: refill point, and the two warning limits. */}
          {[bar.rp, bar.wl1, bar.wl2].map((t, i) => (
            <span key={i} className={classes.barTick} style={{ left: `${Math.max(0, Math.min(100, t))}%` }} />
          ))}
        </div>
        <Text size="xs" fw={700} c="dimmed" aria-hidden>
          {t('barFullMark')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={2} className={classes.barWords}>
        {words}
      </Text>
    </Box>
  );
}

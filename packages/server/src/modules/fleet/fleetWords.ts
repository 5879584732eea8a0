import type { FaultKind, FleetDeviceDetail, FleetDeviceRow, FleetFault, FleetPage, FleetStatus } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import { translate } from '../../lib/i18n/catalog';
import { fleetAnswerText, type FleetAnswerKey } from './answerMessages';

/**
 * Fleet health's sentences in another language (issue 34): the status line and the fault titles
 * worded again from their fields, the stored evidence summaries (written in English by the
 * detectors) read back into their numbers and worded again. English answers pass unchanged; a
 * summary of another shape stays as it was stored.
 */
type Say = (key: FleetAnswerKey, values?: Record<string, unknown>) => string;
const sayIn =
  (language: Language): Say =>
  (key, values) =>
    translate(language, fleetAnswerText, key, values);

const STATUS_KEYS: Record<FleetStatus, FleetAnswerKey> = {
  reporting: 'statusReporting',
  late: 'statusLate',
  silent: 'statusSilent',
  noData: 'statusNoData',
  extracted: 'statusExtracted',
};
const KIND_KEYS: Record<FaultKind, FleetAnswerKey> = {
  flatline: 'kindFlatline',
  outOfRange: 'kindOutOfRange',
  spike: 'kindSpike',
  depthSilent: 'kindDepthSilent',
  noResponse: 'kindNoResponse',
};
const channelWord = (say: Say, channel: string) => say(channel === 'temperature' ? 'channelTemperature' : 'channelMoisture');
const depthName = (depthIn: number) => `${depthIn.toFixed(Number.isInteger(depthIn) ? 0 : 1)} in`;

/** "Silent 3 days" in the language. */
export const statusIn = (language: Language, status: FleetStatus, silentDays: number | null) =>
  sayIn(language)(STATUS_KEYS[status], { count: silentDays ?? 1 });

/** "Flatline at 8 in" in the language. */
export function faultTitleIn(language: Language, f: { kind: FaultKind; channel: string; depthIn: number }): string {
  const say = sayIn(language);
  const values = { what: say(KIND_KEYS[f.kind]), channel: channelWord(say, f.channel), depth: depthName(f.depthIn) };
  return f.kind === 'outOfRange' || f.kind === 'spike' ? say('faultTitleChannel', values) : say('faultTitle', values);
}

const CHANNEL = '(moisture|temperature)';
/** The detectors' English summaries (packages/domain/src/fleet/detectors.ts), each read into its values. */
const EVIDENCE: { pattern: RegExp; words: (m: RegExpExecArray, say: Say) => string }[] = [
  {
    pattern: /^The (.+?) sensor has read (\S+) % for (\d+) hours? while the other depths moved up to (\S+) %\.$/,
    words: (m, say) => say('evidenceFlatline', { depth: m[1], value: m[2], hours: Number(m[3]), moved: m[4] }),
  },
  {
    pattern: new RegExp(
      `^(\\d+) readings? of the (.+?) ${CHANNEL} sensor fell outside (\\S+)…(\\S+) (.+?) \\(as far as (\\S+) .+?\\): no soil reads that\\.$`,
    ),
    words: (m, say) =>
      say('evidenceOutOfRange', {
        count: Number(m[1]),
        depth: m[2],
        channel: channelWord(say, m[3]!),
        low: m[4],
        high: m[5],
        unit: m[6],
        value: m[7],
      }),
  },
  {
    pattern: new RegExp(`^The (.+?) ${CHANNEL} sensor jumped more than (\\S+) (.+?) and straight back (\\d+) times? in the last day\\.$`),
    words: (m, say) =>
      say('evidenceSpike', { depth: m[1], channel: channelWord(say, m[2]!), bound: m[3], unit: m[4], count: Number(m[5]) }),
  },
  {
    pattern: /^The (.+?) sensor has sent nothing for (\d+) hours? while the probe's other depths sent (\d+) readings?\.$/,
    words: (m, say) => say('evidenceDepthSilent', { depth: m[1], hours: Number(m[2]), readings: Number(m[3]) }),
  },
  {
    pattern: /^The (.+?) sensor sent nothing in the readings looked at, while the probe's other depths sent (\d+) readings?\.$/,
    words: (m, say) => say('evidenceDepthSilentNever', { depth: m[1], readings: Number(m[2]) }),
  },
  {
    pattern: /^The (.+?) sensor did not rise after (\d+) wetting events? that (were logged or )?reached the sensors below it\.$/,
    words: (m, say) => say(m[3] ? 'evidenceNoResponseLogged' : 'evidenceNoResponse', { depth: m[1], count: Number(m[2]) }),
  },
];

/** A stored evidence summary in the language; one of no known shape as it is. */
export function evidenceIn(language: Language, summary: string): string {
  if (language === 'en') return summary;
  const say = sayIn(language);
  for (const { pattern, words } of EVIDENCE) {
    const m = pattern.exec(summary);
    if (m) return words(m, say);
  }
  return summary;
}

function rowIn(language: Language, row: FleetDeviceRow): FleetDeviceRow {
  return {
    ...row,
    statusText: statusIn(language, row.status, row.silentDays),
    faults: row.faults.map((f) => ({ ...f, title: faultTitleIn(language, f) })),
  };
}

const faultIn = (language: Language, f: FleetFault): FleetFault => ({
  ...f,
  title: faultTitleIn(language, f),
  evidence: { ...f.evidence, summary: evidenceIn(language, f.evidence.summary) },
});

/** The fleet page in the request's language. */
export function fleetPageIn(language: Language, page: FleetPage): FleetPage {
  if (language === 'en') return page;
  return { ...page, devices: page.devices.map((row) => rowIn(language, row)) };
}

/** One device's health in the request's language. */
export function deviceDetailIn(language: Language, detail: FleetDeviceDetail): FleetDeviceDetail {
  if (language === 'en') return detail;
  return { ...detail, device: rowIn(language, detail.device), faults: detail.faults.map((f) => faultIn(language, f)) };
}

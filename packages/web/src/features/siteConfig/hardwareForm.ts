import type { SiteUpdateBody, TwigDetails } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import en from './locales/en.json';
import { siteConfigMessages } from './messages';

/** The Hardware card's fields as the user edits them. */
export interface HardwareForm {
  hardwareType: string;
  /** The probe logger's radio id (badger; the twig is the same unit). */
  badgerId: string;
  /** Minutes, as typed. */
  reportingInterval: string;
  addLocalSensor: boolean;
  /** The type of local sensor (TSS type); '' for none. */
  localSensor: string;
  selectedSensors: string[];
}

/** The messages' English wording (what tests compare with); the form answers them in the active language. */
export const REPORTING_INTERVAL_MESSAGE = en.reportingIntervalInvalid;
export const NO_SENSOR_MESSAGE = en.noSensorChosen;

export function hardwareFormOf(twig: TwigDetails): HardwareForm {
  return {
    hardwareType: twig.hardwaretype,
    badgerId: twig.badgerId ?? '',
    reportingInterval: String(twig.configInterval),
    addLocalSensor: twig.settings.addLocalSensor,
    localSensor: twig.settings.localSensor ?? '',
    selectedSensors: [...twig.settings.selectedSensors],
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key) => b.includes(key));

/**
 * The update of spec 002 §4: type or badger id changed → the configuration group; interval or
 * local sensor changed → the sensor settings; the selection changed → the list. Only changed
 * groups are sent; null when nothing changed.
 */
export function hardwareChanges(
  saved: HardwareForm,
  form: HardwareForm,
  canSelectSensors: boolean,
): { body: SiteUpdateBody } | { invalid: string } | null {
  const body: SiteUpdateBody = {};
  const badgerId = form.badgerId.trim();
  if (form.hardwareType !== saved.hardwareType || badgerId !== saved.badgerId) {
    body.hardwareType = form.hardwareType;
    if (badgerId !== '') body.badgerId = badgerId;
  }
  const localSensor = form.localSensor.trim();
  if (
    form.reportingInterval.trim() !== saved.reportingInterval ||
    form.addLocalSensor !== saved.addLocalSensor ||
    localSensor !== saved.localSensor
  ) {
    const minutes = Number(form.reportingInterval.trim());
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
      return { invalid: translate(siteConfigMessages, 'reportingIntervalInvalid') };
    body.reportingInterval = minutes;
    body.addLocalSensor = form.addLocalSensor;
    body.localSensor = localSensor === '' ? null : localSensor;
  }
  if (canSelectSensors && !sameSet(form.selectedSensors, saved.selectedSensors)) {
    if (form.selectedSensors.length === 0) return { invalid: translate(siteConfigMessages, 'noSensorChosen') };
    body.selectedSensors = form.selectedSensors;
  }
  return Object.keys(body).length === 0 ? null : { body };
}

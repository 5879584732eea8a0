import type { SiteUpdateBody, TwigDetails } from '@tilth/domain';

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

export const REPORTING_INTERVAL_MESSAGE = 'Reporting interval must be a whole number of minutes from 1 to 1440.';
export const NO_SENSOR_MESSAGE = 'Choose at least one sensor to include.';

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
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) return { invalid: REPORTING_INTERVAL_MESSAGE };
    body.reportingInterval = minutes;
    body.addLocalSensor = form.addLocalSensor;
    body.localSensor = localSensor === '' ? null : localSensor;
  }
  if (canSelectSensors && !sameSet(form.selectedSensors, saved.selectedSensors)) {
    if (form.selectedSensors.length === 0) return { invalid: NO_SENSOR_MESSAGE };
    body.selectedSensors = form.selectedSensors;
  }
  return Object.keys(body).length === 0 ? null : { body };
}

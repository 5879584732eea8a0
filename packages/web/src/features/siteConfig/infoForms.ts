import {
  installDateError,
  optionalNumberError,
  parseSiteDate,
  plantingDateError,
  readDepth,
  SITE_CONFIG_MESSAGES,
  siteInformationError,
  type SiteDocument,
  type ObjectOptions,
  type SiteUpdateBody,
  type TwigDetails,
} from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import type { SaveOutcome } from './ConfigCard';
import en from './locales/en.json';
import { siteConfigMessages } from './messages';

/**
 * The About page's four information blocks as forms (spec 002 §2.3): what each shows from the
 * site document, and what its Save sends — only the fields that changed (§4), after the
 * validation of §5 with the domain's messages.
 */

/** What a block's Save does: send the changed fields (an empty body: nothing changed) or stop on a message. */
export type BlockSave = { body: SiteUpdateBody } | { invalid: string };

/** What every twig-details block of the About page is given: the site's twig, the choices, the right to edit and the save. */
export interface TwigBlockProps {
  twig: TwigDetails;
  options: ObjectOptions | undefined;
  canEdit: boolean;
  submit: (body: SiteUpdateBody) => Promise<unknown>;
}

const changed = (body: SiteUpdateBody): BlockSave => ({ body });

/** A block's save as the Configuration page's card cycle (ConfigCard) takes it. */
export function saveOutcome(save: BlockSave, submit: (body: SiteUpdateBody) => Promise<unknown>): SaveOutcome {
  if ('invalid' in save) return save;
  return Object.keys(save.body).length === 0 ? 'unchanged' : submit(save.body);
}
const blank = (text: string) => text.trim() === '';
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export interface BasicForm {
  siteId: string;
  name: string;
  latitude: string;
  longitude: string;
}

export const basicFormOf = (site: SiteDocument): BasicForm => ({
  siteId: site.siteId,
  name: site.name,
  latitude: String(site.location.latitude),
  longitude: String(site.location.longitude),
});

/** The English wording (what tests compare with); the save answers it in the active language. */
export const SITE_ID_MESSAGE = en.siteIdDigits;

export function basicSave(site: SiteDocument, form: BasicForm): BlockSave {
  const error = siteInformationError({ name: form.name, latitude: form.latitude.trim(), longitude: form.longitude.trim() });
  if (error) return { invalid: error };
  const siteId = form.siteId.trim();
  if (!/^[0-9]{1,12}$/.test(siteId)) return { invalid: translate(siteConfigMessages, 'siteIdDigits') };
  const body: SiteUpdateBody = {};
  if (siteId !== site.siteId) body.siteId = siteId;
  if (form.name.trim() !== site.name) body.name = form.name.trim();
  const latitude = Number(form.latitude);
  const longitude = Number(form.longitude);
  if (latitude !== site.location.latitude || longitude !== site.location.longitude) body.location = { latitude, longitude };
  return changed(body);
}

export interface AgronomicForm {
  installByDate: string;
  plantingDate: string;
  plantType: string;
  soilType: string;
}

export const agronomicFormOf = (twig: TwigDetails): AgronomicForm => ({
  installByDate: twig.installByDate,
  plantingDate: twig.plantingDate,
  plantType: twig.plantType,
  soilType: twig.soilType,
});

/** `today` is YYYY-MM-DD. An empty install date stops the block's save with its message (spec 002 §5). */
export function agronomicSave(twig: TwigDetails, form: AgronomicForm, today: string): BlockSave {
  const error = installDateError(form.installByDate, today) ?? plantingDateError(form.plantingDate, today);
  if (error) return { invalid: error };
  const body: SiteUpdateBody = {};
  if (parseSiteDate(form.installByDate) !== parseSiteDate(twig.installByDate)) body.installByDate = form.installByDate.trim();
  const planting = blank(form.plantingDate) ? null : parseSiteDate(form.plantingDate);
  if (planting !== (parseSiteDate(twig.plantingDate) ?? null)) body.plantingDate = planting === null ? null : form.plantingDate.trim();
  if (!blank(form.plantType) && form.plantType !== twig.plantType) body.plantType = form.plantType;
  if (!blank(form.soilType) && form.soilType !== twig.soilType) body.soilType = form.soilType;
  return changed(body);
}

export interface IrrigationForm {
  irrigationType: string;
  wellCapacity: string;
  fieldSize: string;
}

export const irrigationFormOf = (twig: TwigDetails): IrrigationForm => ({
  irrigationType: twig.irrigationType,
  wellCapacity: numberText(twig.maxIrrigationVolume),
  fieldSize: numberText(twig.distanceFromWaterSource),
});

const optionalNumber = (text: string) => (blank(text) ? null : Number(text.trim()));

export function irrigationSave(twig: TwigDetails, form: IrrigationForm): BlockSave {
  const error = optionalNumberError(form.wellCapacity.trim(), 'Well capacity') ?? optionalNumberError(form.fieldSize.trim(), 'Field size');
  if (error) return { invalid: error };
  const body: SiteUpdateBody = {};
  if (!blank(form.irrigationType) && form.irrigationType !== twig.irrigationType) body.irrigationType = form.irrigationType;
  const wellCapacity = optionalNumber(form.wellCapacity);
  if (wellCapacity !== twig.maxIrrigationVolume) body.maxIrrigationVolume = wellCapacity;
  const fieldSize = optionalNumber(form.fieldSize);
  if (fieldSize !== twig.distanceFromWaterSource) body.distanceFromWaterSource = fieldSize;
  return changed(body);
}

export interface DepthRow {
  name: string;
  depth: string;
}

export interface SensorForm {
  hardwareType: string;
  probeId: string;
  referenceDepth: string;
  sensors: DepthRow[];
  localReferenceDepth: string;
  localSensors: DepthRow[];
}

const referenceOf = (location: TwigDetails['hardwareSensorLocation'] | null) => location?.value.referenceDepth[0] ?? null;
const rowsOf = (location: TwigDetails['hardwareSensorLocation'] | null): DepthRow[] =>
  (location?.value.sensors ?? []).map((s) => ({ name: s.name, depth: String(s.depthOffset) }));

export const sensorFormOf = (twig: TwigDetails): SensorForm => ({
  hardwareType: twig.hardwaretype,
  probeId: twig.badgerId ?? '',
  referenceDepth: numberText(referenceOf(twig.hardwareSensorLocation)),
  sensors: rowsOf(twig.hardwareSensorLocation),
  localReferenceDepth: numberText(referenceOf(twig.localSensorLocation)),
  localSensors: rowsOf(twig.localSensorLocation),
});

/** Depths count empty as 0 (spec 002 §5); null when one is not a number. */
function depthsOf(rows: DepthRow[]) {
  const depths = rows.map((row) => ({ name: row.name, depthOffset: readDepth(row.depth) }));
  return depths.some((d) => d.depthOffset === null) ? null : (depths as { name: string; depthOffset: number }[]);
}

const sameDepths = (a: { depthOffset: number }[], b: { depthOffset: number }[]) =>
  a.length === b.length && a.every((d, i) => d.depthOffset === b[i]!.depthOffset);

/**
 * A new hardware type brings its catalogue's depths (the server sets them), so the typed depths
 * are only sent while the type stays.
 */
export function sensorSave(twig: TwigDetails, form: SensorForm): BlockSave {
  const body: SiteUpdateBody = {};
  const probeId = form.probeId.trim();
  if (probeId !== (twig.badgerId ?? '')) {
    if (!/^[A-Za-z0-9_:-]{1,32}$/.test(probeId)) return { invalid: translate(siteConfigMessages, 'probeIdCharacters') };
    body.badgerId = probeId;
  }
  if (!blank(form.hardwareType) && form.hardwareType !== twig.hardwaretype) {
    body.hardwareType = form.hardwareType;
    return changed(body);
  }
  const reference = readDepth(form.referenceDepth);
  const sensors = depthsOf(form.sensors);
  if (reference === null || sensors === null) return { invalid: SITE_CONFIG_MESSAGES.notANumber('Sensor depth') };
  if (reference !== (referenceOf(twig.hardwareSensorLocation) ?? 0)) body.hardwareReferenceDepth = reference;
  if (!sameDepths(sensors, twig.hardwareSensorLocation.value.sensors)) body.hardwareSensors = sensors;
  if (twig.localSensorLocation) {
    const localReference = readDepth(form.localReferenceDepth);
    const localSensors = depthsOf(form.localSensors);
    if (localReference === null || localSensors === null) return { invalid: SITE_CONFIG_MESSAGES.notANumber('Local sensor depth') };
    if (localReference !== (referenceOf(twig.localSensorLocation) ?? 0)) body.localReferenceDepth = localReference;
    if (!sameDepths(localSensors, twig.localSensorLocation.value.sensors)) body.localSensors = localSensors;
  }
  return changed(body);
}

/** Today as YYYY-MM-DD on the user's own calendar (the date rules count from it). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A select's choices: the list's names, with the site's current value kept even when the list lacks it. */
export function choicesOf(list: readonly { name: string }[] | undefined, current: string): string[] {
  const names = (list ?? []).map((item) => item.name);
  return current && !names.includes(current) ? [current, ...names] : names;
}

import {
  defaultIrrigationProperties,
  IRRIGATION_PROPERTY_FIELDS,
  readIrrigationNumber,
  SITE_CONFIG_MESSAGES,
  systemTypeOfIrrigation,
  type IrrigationProperties,
  type IrrigationSystemType,
  type SiteUpdateBody,
} from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { siteConfigMessages } from './messages';

/**
 * The irrigation-types card's fields: the type's name, each property as typed, and the planner's
 * two optional numbers (issue 29), '' when left to the system's default.
 */
export interface IrrigationForm {
  irrigationType: string;
  values: Record<string, string>;
  /** Application efficiency, %; '' for the system's default (DEFAULT_APPLICATION_EFFICIENCY). */
  efficiency: string;
  /** Rain allowance, inches; '' for none. */
  rainAllowance: string;
}

/** The labels the domain's 'must be a number' sentence is written with (shown through domainText). */
const EFFICIENCY_LABEL = 'Application efficiency';
const RAIN_ALLOWANCE_LABEL = 'Rain allowance';

function valuesOf(properties: IrrigationProperties | null, systemType: IrrigationSystemType | null): Record<string, string> {
  if (systemType === null) return {};
  const source = (properties?.system_type === systemType ? properties : defaultIrrigationProperties(systemType)) as unknown as Record<
    string,
    number
  >;
  return Object.fromEntries(IRRIGATION_PROPERTY_FIELDS[systemType].map((f) => [f.key, String(source[f.key])]));
}

const typed = (value: number | undefined) => (value === undefined ? '' : String(value));

export function irrigationFormOf(irrigationType: string, properties: IrrigationProperties | null): IrrigationForm {
  const systemType = systemTypeOfIrrigation(irrigationType);
  const own = systemType !== null && properties?.system_type === systemType ? properties : null;
  return {
    irrigationType,
    values: valuesOf(properties, systemType),
    efficiency: typed(own?.application_efficiency),
    rainAllowance: typed(own?.rain_allowance_in),
  };
}

/** Spec 002 §4: another irrigation type starts from its defaults (§9), the planner's numbers too. */
export function withIrrigationType(irrigationType: string): IrrigationForm {
  return { irrigationType, values: valuesOf(null, systemTypeOfIrrigation(irrigationType)), efficiency: '', rainAllowance: '' };
}

/** An optional decimal: undefined when empty, null when not a number. */
function readOptional(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  return readIrrigationNumber(text, true);
}

/** The planner's numbers as typed, checked against the limits the server keeps (siteDocument.ts). */
function plannerNumbers(form: IrrigationForm): { efficiency?: number; rainAllowance?: number } | { invalid: string } {
  const efficiency = readOptional(form.efficiency);
  if (efficiency === null) return { invalid: SITE_CONFIG_MESSAGES.notANumber(EFFICIENCY_LABEL) };
  if (efficiency !== undefined && efficiency <= 0) return { invalid: translate(siteConfigMessages, 'efficiencyNotAboveZero') };
  if (efficiency !== undefined && efficiency > 100) return { invalid: translate(siteConfigMessages, 'efficiencyAbove100') };
  const rainAllowance = readOptional(form.rainAllowance);
  if (rainAllowance === null) return { invalid: SITE_CONFIG_MESSAGES.notANumber(RAIN_ALLOWANCE_LABEL) };
  if (rainAllowance !== undefined && rainAllowance < 0) return { invalid: translate(siteConfigMessages, 'rainBelowZero') };
  if (rainAllowance !== undefined && rainAllowance > 3) return { invalid: translate(siteConfigMessages, 'rainAbove3') };
  return { efficiency, rainAllowance };
}

/**
 * The update: the type when it changed and the properties read as §5 says (whole numbers except
 * the discharge rate; the planner's efficiency and rain allowance keep decimals and are left out
 * when empty); null when nothing changed.
 */
export function irrigationChanges(saved: IrrigationForm, form: IrrigationForm): { body: SiteUpdateBody } | { invalid: string } | null {
  const body: SiteUpdateBody = {};
  if (form.irrigationType !== saved.irrigationType) body.irrigationType = form.irrigationType;
  const systemType = systemTypeOfIrrigation(form.irrigationType);
  if (systemType !== null) {
    const properties = { ...defaultIrrigationProperties(systemType) } as unknown as Record<string, number>;
    let changed = body.irrigationType !== undefined;
    for (const field of IRRIGATION_PROPERTY_FIELDS[systemType]) {
      const value = readIrrigationNumber(form.values[field.key] ?? '', field.decimal);
      if (value === null) return { invalid: SITE_CONFIG_MESSAGES.notANumber(field.label) };
      properties[field.key] = value;
      if (String(value) !== saved.values[field.key]) changed = true;
    }
    const planner = plannerNumbers(form);
    if ('invalid' in planner) return planner;
    if (planner.efficiency !== undefined) properties.application_efficiency = planner.efficiency;
    if (planner.rainAllowance !== undefined) properties.rain_allowance_in = planner.rainAllowance;
    if (typed(planner.efficiency) !== saved.efficiency || typed(planner.rainAllowance) !== saved.rainAllowance) changed = true;
    if (changed) body.irrigationProperties = properties as unknown as IrrigationProperties;
  }
  return Object.keys(body).length === 0 ? null : { body };
}

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

/** The irrigation-types card's fields: the type's name and each property as typed. */
export interface IrrigationForm {
  irrigationType: string;
  values: Record<string, string>;
}

function valuesOf(properties: IrrigationProperties | null, systemType: IrrigationSystemType | null): Record<string, string> {
  if (systemType === null) return {};
  const source = (properties?.system_type === systemType ? properties : defaultIrrigationProperties(systemType)) as unknown as Record<
    string,
    number
  >;
  return Object.fromEntries(IRRIGATION_PROPERTY_FIELDS[systemType].map((f) => [f.key, String(source[f.key])]));
}

export function irrigationFormOf(irrigationType: string, properties: IrrigationProperties | null): IrrigationForm {
  return { irrigationType, values: valuesOf(properties, systemTypeOfIrrigation(irrigationType)) };
}

/** Spec 002 §4: another irrigation type starts from its defaults (§9). */
export function withIrrigationType(irrigationType: string): IrrigationForm {
  return { irrigationType, values: valuesOf(null, systemTypeOfIrrigation(irrigationType)) };
}

/**
 * The update: the type when it changed and the properties read as §5 says (whole numbers except
 * the discharge rate); null when nothing changed.
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
    if (changed) body.irrigationProperties = properties as unknown as IrrigationProperties;
  }
  return Object.keys(body).length === 0 ? null : { body };
}

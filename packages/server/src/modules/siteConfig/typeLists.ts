import { HARDWARE_TYPES, IRRIGATION_TYPES, type TypeListItem, type TypeName } from '@tilth/domain';
// The one list a site's or template's crop type is checked against when written.
import { PLANT_TYPES } from '@tilth/domain/sites/cropTypes';

/** USDA soil texture classes. */
const SOIL_TYPES = [
  'Sand',
  'Loamy Sand',
  'Sandy Loam',
  'Loam',
  'Silt Loam',
  'Silt',
  'Sandy Clay Loam',
  'Clay Loam',
  'Silty Clay Loam',
  'Sandy Clay',
  'Silty Clay',
  'Clay',
];

/** GET /types/{typeName}: the lists the Configuration and About pages' selects offer. */
export function typeList(typeName: TypeName): TypeListItem[] {
  switch (typeName) {
    case 'HardwareType':
      return HARDWARE_TYPES.map((h) => ({ name: h.value, type: h.type, depths: [...h.depths] }));
    case 'IrrigationType':
      return IRRIGATION_TYPES.map((t) => ({ name: t.name, systemType: t.systemType }));
    case 'PlantType':
      return PLANT_TYPES.map((name) => ({ name }));
    case 'SoilType':
      return SOIL_TYPES.map((name) => ({ name }));
  }
}

import { defineCatalog, translate } from '../../i18n/catalog';
import en from './locales/en.json';
import type { MeasurementGroup, TabCode } from './model/measurementTabs';

/** The site graph screen's words (its tables and dialogs have their own: panels/panelsMessages.ts). */
export const siteGraphMessages = defineCatalog('siteGraph', en, { es: () => import('./locales/es.json') });

type Key = keyof typeof en;

const GROUP_KEYS: Record<MeasurementGroup, Key> = {
  aw: 'groupAw',
  moisture: 'groupMoisture',
  temperature: 'groupTemperature',
  salinity: 'groupSalinity',
  ec: 'groupEc',
  pressure: 'groupPressure',
  battery: 'groupBattery',
  rssi: 'groupRssi',
};

/** A measurement tab's name in the active language. */
export const tabLabel = (tab: TabCode): string => translate(siteGraphMessages, `tab${tab}`);

/** A measurement group's name in the active language. */
export const groupLabel = (group: MeasurementGroup): string => translate(siteGraphMessages, GROUP_KEYS[group]);

import { translate } from '../../i18n/catalog';
import { waterMessages } from './waterMessages';

const id = encodeURIComponent;

/** /farm/{farmid}/water (routes.tsx): the farm's season water account, a tab of the farm's side navbar. */
export const farmWaterPath = (farmId: string) => `/farm/${id(farmId)}/water`;

/**
 * The farm's side navbar's sections (sites/FarmRail.tsx), written here too because the sites
 * screens import this feature (the navbar's Water link), not the other way round.
 */
export const farmSectionLinks = (farmId: string) => {
  const sites = `/farm/${id(farmId)}/sites`;
  return [
    { key: 'sites', label: translate(waterMessages, 'navSites'), to: sites },
    { key: 'notifications', label: translate(waterMessages, 'navNotifications'), to: `${sites}/notifications` },
    { key: 'user-access', label: translate(waterMessages, 'navUserAccess'), to: `${sites}/user-access` },
    { key: 'settings', label: translate(waterMessages, 'navSettings'), to: `${sites}/settings` },
    { key: 'water', label: translate(waterMessages, 'navWater'), to: farmWaterPath(farmId) },
  ] as const;
};

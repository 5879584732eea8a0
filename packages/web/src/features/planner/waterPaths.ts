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
    { key: 'sites', label: 'Map and sites', to: sites },
    { key: 'notifications', label: 'Notifications', to: `${sites}/notifications` },
    { key: 'user-access', label: 'User access', to: `${sites}/user-access` },
    { key: 'settings', label: 'Settings', to: `${sites}/settings` },
    { key: 'water', label: 'Water', to: farmWaterPath(farmId) },
  ] as const;
};

import type { PreferenceRepository } from './preferenceRepository';
import { PreferenceService, type FarmVisibility, type SiteVisibility } from './preferenceService';
import { preferenceRoutes } from './routes';

export interface PreferencesModuleDeps {
  preferences: PreferenceRepository;
  /** Which farms and sites the user may still see: preferences naming others are pruned. */
  farms: FarmVisibility;
  sites: SiteVisibility;
}

/** A user's preferences (units, sort orders, recent farms) (the composition root calls this once). */
export function createPreferencesModule(d: PreferencesModuleDeps) {
  const service = new PreferenceService(d.preferences, d.farms, d.sites);
  return { service, routes: () => preferenceRoutes(service) };
}

import type { Preference, PreferenceUpdate } from '@tilth/domain';

/** Default landing options of spec 000 §9, in the order shown. */
export const LANDING_OPTIONS = ['lastFarmVisited', 'allFarms', 'specificFarm'] as const;
export type LandingOption = (typeof LANDING_OPTIONS)[number];

export const LANDING_LABELS: Record<LandingOption, string> = {
  lastFarmVisited: 'Last farm visited',
  allFarms: 'All farms',
  specificFarm: 'A specific farm',
};

/** The chosen option; a preference with none set reads as the default, specificFarm. */
export function landingOption(preference: Pick<Preference, 'defaultLanding'>): LandingOption {
  return LANDING_OPTIONS.find((option) => preference.defaultLanding[option]) ?? 'specificFarm';
}

/**
 * The update for a new choice: exactly one flag set. Only a specific farm keeps a selected farm,
 * so bare /dashboard follows the choice (it opens the selected farm whenever there is one).
 */
export function landingUpdate(option: LandingOption, selectedFarm: string | null): PreferenceUpdate {
  return {
    defaultLanding: {
      allFarms: option === 'allFarms',
      myFarms: false,
      specificFarm: option === 'specificFarm',
      lastFarmVisited: option === 'lastFarmVisited',
    },
    selectedFarm: option === 'specificFarm' ? selectedFarm : null,
  };
}

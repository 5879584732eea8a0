import type { Preference, PreferenceUpdate } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { profileMessages } from './messages';

/** Default landing options of spec 000 §9, in the order shown. */
export const LANDING_OPTIONS = ['lastFarmVisited', 'allFarms', 'specificFarm'] as const;
export type LandingOption = (typeof LANDING_OPTIONS)[number];

/** An option's label in the app's language (the option's name is its key in the catalogue). */
export const landingLabel = (option: LandingOption): string => translate(profileMessages, option);

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

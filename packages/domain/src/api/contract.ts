import { invitationEndpoints } from '../accounts/invitationEndpoints';
import { memberEndpoints } from '../accounts/memberEndpoints';
import { organisationEndpoints } from '../accounts/organisationEndpoints';
import { profileEndpoints } from '../accounts/profileEndpoints';
import { signupEndpoints } from '../accounts/signupEndpoints';
import { supportEndpoints } from '../accounts/supportEndpoints';
import { authEndpoints } from '../auth/endpoints';
import { farmEndpoints } from '../farms/endpoints';
import { farmToolEndpoints } from '../farms/farmToolEndpoints';
import { fieldReportEndpoints } from '../farms/fieldReportEndpoints';
import { graphEndpoints } from '../graph/endpoints';
import { noteEndpoints } from '../graph/noteEndpoints';
import { notificationEndpoints } from '../notifications/endpoints';
import { preferenceEndpoints } from '../preferences/endpoints';
import { farmSettingsEndpoints } from '../sites/farmSettingsEndpoints';
import { siteEndpoints } from '../sites/siteEndpoints';
import { thresholdEndpoints } from '../sites/thresholdEndpoints';
import { connectivityEndpoints, telemetryEndpoints } from '../telemetry/endpoints';
import { templateEndpoints } from '../templates/endpoints';
import { weatherEndpoints } from '../weather/endpoints';
import { pathPrefixes, type Endpoint } from './endpoint';

/**
 * Every endpoint of the API, by feature. Screens import their feature's group; this list is for
 * what needs them all (the dev server's proxy, the contract's own test).
 */
export const apiContract = {
  authEndpoints,
  profileEndpoints,
  preferenceEndpoints,
  organisationEndpoints,
  memberEndpoints,
  invitationEndpoints,
  signupEndpoints,
  supportEndpoints,
  farmEndpoints,
  farmToolEndpoints,
  farmSettingsEndpoints,
  fieldReportEndpoints,
  siteEndpoints,
  graphEndpoints,
  noteEndpoints,
  thresholdEndpoints,
  templateEndpoints,
  weatherEndpoints,
  telemetryEndpoints,
  connectivityEndpoints,
  notificationEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(apiContract).flatMap((group) => Object.values(group));

/**
 * First path segments a browser's dev server must forward to the API: every endpoint's, plus the
 * uploaded files (`/uploads/…`) and the OpenAPI document and its UI (`/api/docs`).
 */
export const apiPathPrefixes: string[] = [...new Set([...pathPrefixes(allEndpoints), '/uploads', '/api'])].sort();

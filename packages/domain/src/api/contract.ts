import { invitationEndpoints } from '../accounts/invitationEndpoints';
import { alertChannelEndpoints } from '../alertChannels/endpoints';
import { memberEndpoints } from '../accounts/memberEndpoints';
import { organisationEndpoints } from '../accounts/organisationEndpoints';
import { accountSecurityEndpoints } from '../profile/accountSecurity';
import { profileEndpoints } from '../profile/profileEndpoints';
import { signupEndpoints } from '../signup/signupEndpoints';
import { supportEndpoints } from '../accounts/supportEndpoints';
import { authEndpoints } from '../auth/endpoints';
import { securityEndpoints } from '../auth/security';
import { apiKeyEndpoints } from '../apiKeys/endpoints';
import { exportEndpoints } from '../export/endpoints';
import { farmEndpoints } from '../farms/endpoints';
import { farmToolEndpoints } from '../farms/farmToolEndpoints';
import { fieldReportEndpoints } from '../fieldReport/fieldReportEndpoints';
import { graphEndpoints } from '../siteGraph/endpoints';
import { noteEndpoints } from '../siteGraph/noteEndpoints';
import { notificationEndpoints } from '../notifications/endpoints';
import { preferenceEndpoints } from '../preferences/endpoints';
import { farmSettingsEndpoints } from '../farmSettings/farmSettingsEndpoints';
import { installationNoteEndpoints } from '../siteConfig/installationNotes';
import { siteEndpoints } from '../sites/siteEndpoints';
import { siteDetailEndpoints } from '../siteDetail/siteDetailEndpoints';
import { sensorApiEndpoints } from '../sites/sensorApiEndpoints';
import { siteConfigEndpoints } from '../siteConfig/siteConfigEndpoints';
import { thresholdEndpoints } from '../thresholds/thresholdEndpoints';
import { dailyValuesEndpoints } from '../dailyValues/dailyValuesEndpoints';
import { connectivityEndpoints, telemetryEndpoints } from '../telemetry/endpoints';
import { subscriptionHistoryEndpoints } from '../subscriptions/historyEndpoints';
import { dealerAuditEndpoints } from '../subscriptions/dealerAuditEndpoints';
import { shopEndpoints } from '../shop/shopEndpoints';
import { plannerEndpoints } from '../planner/endpoints';
import { fleetEndpoints } from '../fleet/endpoints';
import { templateEndpoints } from '../templates/endpoints';
import { weatherEndpoints } from '../weather/endpoints';
import { webhookEndpoints } from '../webhooks/endpoints';
import { manualReadingEndpoints } from '../manualReadings/endpoints';
import { pathPrefixes, type Endpoint } from './endpoint';

/**
 * Every endpoint of the API, by feature. Screens import their feature's group; this list is for
 * what needs them all (the dev server's proxy, the contract's own test).
 */
export const apiContract = {
  alertChannelEndpoints,
  authEndpoints,
  apiKeyEndpoints,
  securityEndpoints,
  profileEndpoints,
  accountSecurityEndpoints,
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
  siteDetailEndpoints,
  graphEndpoints,
  noteEndpoints,
  installationNoteEndpoints,
  thresholdEndpoints,
  dailyValuesEndpoints,
  sensorApiEndpoints,
  siteConfigEndpoints,
  templateEndpoints,
  weatherEndpoints,
  telemetryEndpoints,
  connectivityEndpoints,
  notificationEndpoints,
  subscriptionHistoryEndpoints,
  dealerAuditEndpoints,
  shopEndpoints,
  plannerEndpoints,
  exportEndpoints,
  fleetEndpoints,
  webhookEndpoints,
  manualReadingEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(apiContract).flatMap((group) => Object.values(group));

/**
 * First path segments a browser's dev server must forward to the API: every endpoint's, plus the
 * uploaded files (`/uploads/…`) and the OpenAPI document and its UI (`/api/docs`).
 */
export const apiPathPrefixes: string[] = [...new Set([...pathPrefixes(allEndpoints), '/uploads', '/api'])].sort();

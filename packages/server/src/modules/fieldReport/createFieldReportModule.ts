import type { ReportSchedule } from '@tilth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/scheduler';
import type { FarmRepository } from '../farms/farmRepository';
import type { FarmService } from '../farms/farmService';
import type { Mailer } from '../mail/mailer';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { SiteRepository } from '../sites/siteRepository';
import type { SiteSummaryService } from '../sites/siteSummaryService';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { WeatherService } from '../weather/weatherService';
import type { RecipientRepository } from './recipientRepository';
import { RecipientService } from './recipientService';
import { ReportBuilder, type NextIrrigations } from './reportBuilder';
import { ReportSender } from './reportSender';
import { fieldReportRoutes } from './routes';

export interface FieldReportModuleDeps {
  recipients: RecipientRepository;
  organisations: OrganisationRepository;
  farmService: FarmService;
  farms: FarmRepository;
  sites: SiteRepository;
  devices: DeviceRepository;
  summaries: SiteSummaryService;
  weather: WeatherService;
  mailer: Mailer;
  publicUrl: string;
  /** When the report goes out (FIELD_REPORT_*). */
  schedule: ReportSchedule;
  /** The planner's next irrigations of the report's farms. */
  nextIrrigations: NextIrrigations;
}

/** The Farm Health Report: its recipients, the report, its sending, job and routes (the composition root calls this once). */
export function createFieldReportModule(d: FieldReportModuleDeps) {
  const recipients = new RecipientService(d.recipients, d.organisations, d.farmService, d.schedule);
  const builder = new ReportBuilder(d.farms, d.sites, d.devices, d.summaries, d.weather, d.publicUrl, d.nextIrrigations);
  const sender = new ReportSender(recipients, builder, d.mailer, d.schedule);
  return {
    recipients,
    builder,
    /** Sends Farm Health Reports; the scheduled job calls sendDue. */
    sender,
    routes: () => fieldReportRoutes(recipients, sender, d.schedule),
    jobs: (log: FastifyBaseLogger): Job[] => [
      // Each recipient is due at its own local hour; checking every 15 minutes keeps sends within that.
      { name: 'field-health-report', everyMs: 15 * 60_000, run: async (now) => void (await sender.sendDue(now, log)) },
    ],
  };
}

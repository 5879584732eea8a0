import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { FarmService } from '../farms/farmService';
import type { Mailer } from '../mail/mailer';
import { SiteRepository } from '../sites/siteRepository';
import { SiteSummaryService } from '../sites/siteSummaryService';
import { DeviceRepository } from '../telemetry/deviceRepository';
import { ReadingStore } from '../telemetry/readingStore';
import type { WeatherService } from '../weather/weatherService';
import { RecipientService } from './recipientService';
import { ReportBuilder } from './reportBuilder';
import { ReportSender } from './reportSender';
import { fieldReportRoutes } from './routes';

export interface FieldReport {
  recipients: RecipientService;
  sender: ReportSender;
}

/** The Farm Health Report: recipients and the sender (used by the routes and the scheduled job). */
export function createFieldReport(config: Config, database: Db, farms: FarmService, weather: WeatherService, mailer: Mailer): FieldReport {
  const recipients = new RecipientService(database.db, farms, config.fieldReport);
  const summaries = new SiteSummaryService(new ReadingStore(database));
  const builder = new ReportBuilder(
    farms.repository,
    new SiteRepository(database.db),
    new DeviceRepository(database.db),
    summaries,
    weather,
    config.publicUrl,
  );
  return { recipients, sender: new ReportSender(recipients, builder, mailer, config.fieldReport) };
}

export async function registerFieldReport(api: FastifyInstance, config: Config, report: FieldReport): Promise<void> {
  await api.register(fieldReportRoutes(report.recipients, report.sender, config.fieldReport));
}

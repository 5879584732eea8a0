import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Job } from '../../jobs/scheduler';
import type { Mailer } from '../mail/mailer';
import type { ReadingStore } from '../telemetry/readingStore';
import { AlertEvaluator, type AlertEvents, type SensorFaults } from './alertEvaluator';
import { alertJob, type OtherChannels } from './alertJob';
import { AlertMailer } from './alertMailer';
import type { AlertPreferenceRepository } from './alertPreferenceRepository';
import type { AlertRepository } from './alertRepository';
import { BatteryRefresh } from './batteryRefresh';
import type { NotificationRepository } from './notificationRepository';
import { NotificationService } from './notificationService';
import { notificationRoutes } from './routes';
import { loadUnsubscribeSecret, UnsubscribeTokens } from './unsubscribeTokens';

export interface NotificationsModuleDeps {
  db: Kysely<Database>;
  alerts: AlertRepository;
  notifications: NotificationRepository;
  alertPreferences: AlertPreferenceRepository;
  readings: ReadingStore;
  mailer: Mailer;
  /** Open sensor faults per site (fleet health), alerted like the other episodes. */
  sensorFaults?: SensorFaults;
  /** Told of each episode opened or closed (webhooks). */
  alertEvents?: AlertEvents;
  publicUrl: string;
  /** Web Push and SMS (alertChannels, issue 32): their passes run after the mail pass. */
  channels?: OtherChannels;
}

/** Alerts (episodes, fan-out, the mail pass), the bell and unsubscribe links (the composition root calls this once). */
export async function createNotificationsModule(d: NotificationsModuleDeps) {
  const unsubscribeTokens = new UnsubscribeTokens(await loadUnsubscribeSecret(d.db));
  const service = new NotificationService(d.notifications, d.alertPreferences, d.alerts, unsubscribeTokens);
  const alerts = {
    batteries: new BatteryRefresh(d.alerts, d.readings),
    evaluator: new AlertEvaluator(d.alerts, d.notifications, d.alertPreferences, d.sensorFaults, d.alertEvents),
    mailer: new AlertMailer(d.notifications, d.alertPreferences, d.mailer, unsubscribeTokens, d.publicUrl),
    channels: d.channels,
  };
  return {
    service,
    /** One run of the alerts: battery refresh, evaluation, mail (the alert job; tests run it directly). */
    alerts,
    routes: () => notificationRoutes(service),
    jobs: (log: FastifyBaseLogger): Job[] => [alertJob(alerts, log)],
  };
}

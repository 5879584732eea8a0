import type { Actor, DepthUnit } from '@tilth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UserLanguages } from '../../lib/i18n/userLanguage';
import type { Job } from '../../jobs/scheduler';
import type { Viewpoints } from '../organisations/viewpoint';
import type { WeatherService } from '../weather/weatherService';
import type { Mailer } from '../mail/mailer';
import type { AlertPreferenceRepository } from '../notifications/alertPreferenceRepository';
import type { UserRepository } from '../users/userRepository';
import { IrrigationPlanMailer } from './irrigationPlanMailer';
import { IrrigationService, type DetectedIrrigations } from './irrigationService';
import { PlannerRepository } from './plannerRepository';
import { RecommendationService } from './recommendationService';
import { plannerRoutes } from './routes';
import { WaterAccountService } from './waterAccountService';

export interface PlannerModuleDeps {
  db: Kysely<Database>;
  weather: WeatherService;
  viewpoints: Viewpoints;
  unitOf: (actor: Actor) => Promise<DepthUnit>;
  userNames: (ids: string[]) => Promise<Map<string, string>>;
  detections: DetectedIrrigations;
  disconnectAfterMinutes: number;
  mailer: Mailer;
  alertPreferences: AlertPreferenceRepository;
  users: UserRepository;
  publicUrl: string;
}

/** The irrigation planner's services, routes and job (the composition root calls this once). */
export function createPlannerModule(d: PlannerModuleDeps) {
  const repository = new PlannerRepository(d.db);
  const recommendations = new RecommendationService({
    repository,
    weather: d.weather,
    viewpoints: d.viewpoints,
    unitOf: d.unitOf,
    disconnectAfterMinutes: d.disconnectAfterMinutes,
  });
  const irrigations = new IrrigationService(repository, d.viewpoints, d.detections, d.userNames);
  const accounts = new WaterAccountService(repository, d.viewpoints);
  const planMailer = new IrrigationPlanMailer(recommendations, d.alertPreferences, d.users, d.mailer, d.publicUrl, new UserLanguages(d.db));
  return {
    repository,
    recommendations,
    irrigations,
    accounts,
    /** Logged irrigations for the graph's Applied Irrigation overlay. */
    loggedIrrigations: {
      logged: async (siteId: string, from: string, to: string) =>
        (await repository.irrigations(siteId, from, to)).map((r) => ({ date: r.date, depthIn: r.depth_in })),
    },
    /** The weekly "Irrigation plan" e-mail (a scheduled job). */
    planMailer,
    routes: () => plannerRoutes(recommendations, irrigations, accounts),
    jobs: (): Job[] => [
      // Monday morning in each user's farm time; checking every 15 minutes keeps it within that.
      { name: 'irrigation-plan-mail', everyMs: 15 * 60_000, run: async (now) => void (await planMailer.sendDue(now)) },
    ],
  };
}

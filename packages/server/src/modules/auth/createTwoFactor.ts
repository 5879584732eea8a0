import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { SecretSeal } from '../sensorApi/secretSeal';
import { loadServerKey, TWO_FACTOR_KEY_NAME } from './serverKeys';
import { TwoFactorRepository } from './twoFactorRepository';
import { TwoFactorService } from './twoFactorService';

/** Two-step sign-in's storage and service, over the server's two-factor key (TWO_FACTOR_KEY or generated). */
export async function createTwoFactor(config: Config, db: Kysely<Database>) {
  const repository = new TwoFactorRepository(db);
  const seal = new SecretSeal(await loadServerKey(db, TWO_FACTOR_KEY_NAME, config.twoFactorKey));
  return { repository, service: new TwoFactorService(repository, seal, config.requireAdminTwoFactor) };
}

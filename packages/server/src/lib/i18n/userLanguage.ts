import type { Kysely } from 'kysely';
import { normalisePreference } from '@tilth/domain';
import { recipientLanguage, type Language } from '@tilth/domain/preferences/language';
import type { Database } from '../../db/schema';

/**
 * The language to write to a user in (e-mails, pushes, text messages, stored notifications): their
 * choice, else the language their web app last ran in, else English. From the stored preference's JSON
 * text; a missing or damaged row reads as English.
 */
export function languageOfStoredPreference(data: string | null | undefined): Language {
  if (!data) return 'en';
  try {
    return recipientLanguage(normalisePreference(JSON.parse(data)));
  } catch {
    return 'en';
  }
}

/** Each user's language (see languageOfStoredPreference); users without a preference row read English. */
export async function userLanguages(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, Language>> {
  const languages = new Map<string, Language>(userIds.map((id) => [id, 'en']));
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('preferences')
      .select(['user_id', 'data'])
      .where('user_id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) languages.set(row.user_id, languageOfStoredPreference(row.data));
  }
  return languages;
}

/** One user's language. */
export async function userLanguage(db: Kysely<Database>, userId: string): Promise<Language> {
  return (await userLanguages(db, [userId])).get(userId) ?? 'en';
}

/** The language of the user with this e-mail address (a mail to an address); English when no user has it. */
export async function languageOfEmail(db: Kysely<Database>, email: string): Promise<Language> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return user ? userLanguage(db, user.id) : 'en';
}

/** Where a service asks the language of the user it writes to (a mail), without the database itself. */
export interface UserLanguageSource {
  of(userId: string): Promise<Language>;
}

/** Users' languages read from their stored preferences. */
export class UserLanguages implements UserLanguageSource {
  constructor(private readonly db: Kysely<Database>) {}

  of(userId: string): Promise<Language> {
    return userLanguage(this.db, userId);
  }
}

/** Everyone reads English: services built without the database (unit tests). */
export const ENGLISH_READERS: UserLanguageSource = { of: () => Promise.resolve('en') };

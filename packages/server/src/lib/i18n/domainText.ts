import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@tilth/domain/preferences/language';

/**
 * Sentences written in packages/domain (zod schema messages, form checks, constants a service
 * throws) in another language (issue 34): packages/domain/src/text/locales/<part>.<language>.json,
 * keyed by the exact English sentence, read once when the server starts. A sentence with no entry
 * stays English.
 */
const LOCALES = fileURLToPath(new URL('../../../../domain/src/text/locales/', import.meta.url));
const FILE = /^[\w-]+\.([a-z]{2})\.json$/;

function loadSentences(): Map<Language, Map<string, string>> {
  const tables = new Map<Language, Map<string, string>>(LANGUAGES.map((language) => [language, new Map()]));
  const files = fs.existsSync(LOCALES) ? fs.readdirSync(LOCALES).sort() : [];
  for (const file of files) {
    const language = FILE.exec(file)?.[1] as Language | undefined;
    const table = language && language !== 'en' ? tables.get(language) : undefined;
    if (!table) continue;
    const entries = JSON.parse(fs.readFileSync(LOCALES + file, 'utf8')) as Record<string, string>;
    // The files are ICU messages: a doubled apostrophe is one apostrophe (these sentences have no arguments).
    for (const [english, translated] of Object.entries(entries)) table.set(english.replace(/''/g, "'"), translated.replace(/''/g, "'"));
  }
  return tables;
}

const sentences = loadSentences();

/** A domain sentence in a language: its translation when there is one, the English as it is otherwise. */
export function domainSentence(language: Language, english: string): string {
  if (language === 'en') return english;
  return sentences.get(language)?.get(english) ?? english;
}

/** zod's own messages per language (the web shows the same ones: zod switches by itself there). */
const ZOD_LOCALES: Partial<Record<Language, z.core.$ZodErrorMap>> = { es: z.locales.es().localeError };
const zodEnglish = z.locales.en().localeError;

const SAMPLE_INPUTS: Record<string, unknown> = {
  undefined: undefined,
  null: null,
  NaN: Number.NaN,
  string: '',
  number: 0,
  boolean: false,
  array: [],
  object: {},
  bigint: 0n,
  date: new Date(0),
};

/** One failed check of a request schema, as fastify-type-provider-zod hands it over. */
export interface ValidationIssue {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * A validation detail's message in a language: a schema's own sentence through the domain's
 * translations, zod's built-in sentence (recognised by wording it again in English) through zod's
 * locale; anything else as it is.
 */
export function validationMessage(language: Language, issue: ValidationIssue): string {
  const english = issue.message ?? '';
  if (language === 'en') return english;
  const translated = domainSentence(language, english);
  if (translated !== english) return translated;
  const locale = ZOD_LOCALES[language];
  if (!locale) return english;
  // The handed-over issue has no input: zod's "received …" of a wrong type is rebuilt from a value of that kind.
  const received = issue.keyword === 'invalid_type' ? /received (\w+)$/.exec(english)?.[1] : undefined;
  const input = received && received in SAMPLE_INPUTS ? { input: SAMPLE_INPUTS[received] } : {};
  const zodIssue = { ...issue.params, ...input, code: issue.keyword, message: english, path: [] } as unknown as z.core.$ZodRawIssue;
  try {
    const own = zodEnglish(zodIssue);
    if ((typeof own === 'string' ? own : own?.message) !== english) return english;
    const wording = locale(zodIssue);
    return (typeof wording === 'string' ? wording : wording?.message) ?? english;
  } catch {
    return english;
  }
}

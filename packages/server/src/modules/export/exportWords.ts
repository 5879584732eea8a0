import type { ExportJob } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import { translate } from '../../lib/i18n/catalog';
import { exportAnswerText, type ExportAnswerKey } from './answerMessages';
import en from './locales/answers.en.json' with { type: 'json' };

/** Each stored English failure reason (exportJobService.ts writes them when a job fails) and its message. */
const REASONS = new Map<string, ExportAnswerKey>(Object.entries(en).map(([key, english]) => [english, key as ExportAnswerKey]));

/**
 * A background export in the request's language (issue 34): a failed job's stored English reason
 * worded again; English, and a reason of no known wording, as stored.
 */
export function jobIn(language: Language, job: ExportJob): ExportJob {
  const key = job.error === null ? undefined : REASONS.get(job.error);
  if (language === 'en' || !key) return job;
  return { ...job, error: translate(language, exportAnswerText, key) };
}

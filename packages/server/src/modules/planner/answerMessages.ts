import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/answers.en.json' with { type: 'json' };
import es from './locales/answers.es.json' with { type: 'json' };

/** The planner's sentences inside answers (recommendation lines, pumping, skipped sites), in the request's language. */
export const plannerAnswerText = defineServerCatalog('planner-answers', en, { es });
export type PlannerAnswerKey = Extract<keyof typeof en, string>;

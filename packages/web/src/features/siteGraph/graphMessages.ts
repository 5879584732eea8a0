import { ApiError } from '../../api/errors';
import { translate } from '../../i18n/catalog';
import en from './locales/en.json';
import { siteGraphMessages } from './messages';

/**
 * When the graph's readings don't load, said so a grower knows what happened and what to do
 * (issue 37). Spec 001 §8's 'Sorry, Something went wrong!' told neither.
 */
export const GRAPH_LOAD_FAILED = en.graphLoadFailed;

/** No answer at all: out of signal in the field, most often. */
export const GRAPH_NO_SIGNAL = en.graphNoSignal;

/** The server answered but could not serve the readings (an error of its own, or a gateway's). */
export const GRAPH_SERVER_TROUBLE = en.graphServerTrouble;

// The three constants above are the English wording (locales/en.json); what is shown is in the active language.
export function graphLoadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return translate(siteGraphMessages, 'graphNoSignal');
    // A refusal with the server's own sentence (e.g. the plan doesn't include the range): that sentence.
    if (error.status < 500 && error.message) return error.message;
    if (error.status >= 500) return translate(siteGraphMessages, 'graphServerTrouble');
  }
  return translate(siteGraphMessages, 'graphLoadFailed');
}

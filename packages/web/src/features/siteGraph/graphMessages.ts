import { ApiError } from '../../api/errors';

/**
 * When the graph's readings don't load, said so a grower knows what happened and what to do
 * (issue 37). Spec 001 §8's 'Sorry, Something went wrong!' told neither.
 */
export const GRAPH_LOAD_FAILED = 'The graph could not be loaded. Tap Retry; if it keeps failing, try again in a few minutes.';

/** No answer at all: out of signal in the field, most often. */
export const GRAPH_NO_SIGNAL = 'The graph could not be loaded: no connection to Tilth. Move to where you have signal and tap Retry.';

/** The server answered but could not serve the readings (an error of its own, or a gateway's). */
export const GRAPH_SERVER_TROUBLE = 'The graph could not be loaded: Tilth’s server had a problem. Tap Retry in a minute.';

export function graphLoadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return GRAPH_NO_SIGNAL;
    // A refusal with the server's own sentence (e.g. the plan doesn't include the range): that sentence.
    if (error.status < 500 && error.message) return error.message;
    if (error.status >= 500) return GRAPH_SERVER_TROUBLE;
  }
  return GRAPH_LOAD_FAILED;
}

import { ApiError } from '../../api/errors';

/** Spec 001 §8: a graph load failure shows the server's message, or 'Sorry, Something went wrong!'. */
export const GRAPH_LOAD_FAILED = 'Sorry, Something went wrong!';

export function graphLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) return error.message;
  return GRAPH_LOAD_FAILED;
}

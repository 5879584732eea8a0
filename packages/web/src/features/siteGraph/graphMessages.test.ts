import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { GRAPH_LOAD_FAILED, GRAPH_NO_SIGNAL, GRAPH_SERVER_TROUBLE, graphLoadError } from './graphMessages';

describe('graphLoadError', () => {
  it('says there is no signal when no answer came', () => {
    expect(graphLoadError(new ApiError('Failed to fetch', { status: 0 }))).toBe(GRAPH_NO_SIGNAL);
    expect(GRAPH_NO_SIGNAL).toContain('Retry');
  });

  it("gives the server's own sentence for a refusal", () => {
    expect(graphLoadError(new ApiError('This site is not on your plan.', { status: 403 }))).toBe('This site is not on your plan.');
  });

  it("says the server had a problem for its errors, not the error's code", () => {
    expect(graphLoadError(new ApiError('Internal Server Error', { status: 500 }))).toBe(GRAPH_SERVER_TROUBLE);
    expect(graphLoadError(new ApiError('', { status: 503 }))).toBe(GRAPH_SERVER_TROUBLE);
  });

  it('words anything else as a sentence with what to do', () => {
    expect(graphLoadError(new TypeError('x is undefined'))).toBe(GRAPH_LOAD_FAILED);
    expect(graphLoadError(new ApiError('', { status: 404 }))).toBe(GRAPH_LOAD_FAILED);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { helpVideoList } from './helpVideos';

const videosFrom = (env: NodeJS.ProcessEnv) => helpVideoList(loadConfig({ NODE_ENV: 'test', ...env }).helpVideos);

describe('help videos', () => {
  it('are the bundled recordings, with their captions, by default', () => {
    expect(videosFrom({})).toEqual([
      { id: 'overview', title: 'Overview', url: '/help/overview.webm', captions: '/help/overview.vtt' },
      { id: 'graphing', title: 'Graphing 101', url: '/help/graphing-101.webm', captions: '/help/graphing-101.vtt' },
    ]);
  });

  it('come from the environment when set there, without the bundled captions', () => {
    expect(videosFrom({ HELP_OVERVIEW_VIDEO_URL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', HELP_GRAPHING_VIDEO_URL: 'none' })).toEqual(
      [{ id: 'overview', title: 'Overview', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', captions: null }],
    );
    expect(videosFrom({ HELP_GRAPHING_VIDEO_URL: 'https://cdn.example.com/graphing.mp4' })[1]).toEqual({
      id: 'graphing',
      title: 'Graphing 101',
      url: 'https://cdn.example.com/graphing.mp4',
      captions: null,
    });
  });
});

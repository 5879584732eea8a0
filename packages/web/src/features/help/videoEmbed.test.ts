import { describe, expect, it } from 'vitest';
import { videoEmbed } from './videoEmbed';

describe('videoEmbed', () => {
  it('plays YouTube links in the privacy-enhanced player, whatever form the link has', () => {
    const embed = { kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30')).toEqual(embed);
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoEmbed('https://www.youtube.com/watch')).toBeNull();
  });

  it('plays Vimeo links in the Vimeo player', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ kind: 'iframe', src: 'https://player.vimeo.com/video/76979871' });
  });

  it('treats other https and same-site URLs as video files', () => {
    expect(videoEmbed('https://cdn.example.com/help/overview.mp4')).toEqual({
      kind: 'video',
      src: 'https://cdn.example.com/help/overview.mp4',
    });
    expect(videoEmbed('/uploads/overview.mp4')).toEqual({ kind: 'video', src: '/uploads/overview.mp4' });
  });

  it('refuses plain http and other schemes', () => {
    expect(videoEmbed('http://cdn.example.com/a.mp4')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
  });
});

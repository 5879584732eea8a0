/** How a configured help video is shown: a player page in a frame, or a video file. */
export type VideoEmbed = { kind: 'iframe'; src: string } | { kind: 'video'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * YouTube and Vimeo links (watch, short and embed forms) play in their own embedded player
 * (YouTube's privacy-enhanced one); any other https or same-site URL is treated as a video file.
 * Returns null for anything else, so a bad setting shows as "not available", not a broken frame.
 */
export function videoEmbed(url: string): VideoEmbed | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://placeholder.invalid');
  } catch {
    return null;
  }
  const sameSite = parsed.hostname === 'placeholder.invalid';
  if (!sameSite && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '').replace(/^m\./, '');

  if (host === 'youtu.be' || host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1];
    return id && YOUTUBE_ID.test(id) ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }

  const vimeo = host === 'vimeo.com' || host === 'player.vimeo.com' ? parsed.pathname.match(/(\d{5,})/)?.[1] : undefined;
  if (vimeo) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo}` };

  return { kind: 'video', src: sameSite ? `${parsed.pathname}${parsed.search}` : parsed.href };
}

/**
 * Marks for the device's picture of a screen (features/offline/screenSnapshot): what a picture
 * blanks and what it leaves out. Here, in ui, so that shared components can carry them too.
 */

/** Blanked in a picture: text that depends on the time it is drawn at ("5 minutes ago", "No data for 3 days"). */
export const SNAPSHOT_HIDE_ATTRIBUTE = 'data-snapshot-hide';
export const hideInSnapshot = { [SNAPSHOT_HIDE_ATTRIBUTE]: '' } as const;

/** Left out of a picture altogether: the connection's and the outbox's banners, whose state is the moment's. */
export const SNAPSHOT_OMIT_ATTRIBUTE = 'data-snapshot-omit';
export const omitFromSnapshot = { [SNAPSHOT_OMIT_ATTRIBUTE]: '' } as const;

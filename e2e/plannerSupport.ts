import Database from 'better-sqlite3';
import { e2eDatabasePath } from './runFiles';

/** A site's newest root-zone day as the planner reads it (site_daily_values). */
interface RootZoneDay {
  site_id: string;
  day: string;
  aw_percent: number;
  aw_in: number;
  taw_in: number;
}

/**
 * The demo's season in late autumn has no dry field (only winter wheat grows, and it is wet): to
 * see the planner rank dry sites, the newest measured day of some sites is set to a share of their
 * root zone's capacity, straight in the e2e server's SQLite database (jobs are off under test, so
 * nothing rewrites it). Answers a function that puts the days back as they were.
 */
export function dryOut(sites: { name: string; percent: number }[]): () => void {
  const db = new Database(e2eDatabasePath());
  const saved: RootZoneDay[] = [];
  try {
    db.pragma('busy_timeout = 5000');
    const newest = db.prepare(
      `SELECT v.site_id, v.day, v.aw_percent, v.aw_in, v.taw_in FROM site_daily_values v JOIN sites s ON s.id = v.site_id
       WHERE s.name = ? AND v.aw_in IS NOT NULL ORDER BY v.day DESC LIMIT 1`,
    );
    const update = db.prepare('UPDATE site_daily_values SET aw_percent = ?, aw_in = ? WHERE site_id = ? AND day = ?');
    db.transaction(() => {
      for (const site of sites) {
        const day = newest.get(site.name) as RootZoneDay | undefined;
        if (!day) throw new Error(`no measured day for ${site.name}`);
        saved.push(day);
        update.run(site.percent, Math.round(day.taw_in * site.percent) / 100, day.site_id, day.day);
      }
    })();
  } finally {
    db.close();
  }
  return () => {
    const restore = new Database(e2eDatabasePath());
    try {
      restore.pragma('busy_timeout = 5000');
      const update = restore.prepare('UPDATE site_daily_values SET aw_percent = ?, aw_in = ? WHERE site_id = ? AND day = ?');
      for (const day of saved) update.run(day.aw_percent, day.aw_in, day.site_id, day.day);
    } finally {
      restore.close();
    }
  };
}

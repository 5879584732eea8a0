import type { Actor } from '@tilth/domain';
import { readableSite } from '../sites/siteAccess';
import { SiteRepository } from '../sites/siteRepository';

/** The site's notes switch as stored in its settings JSON (`settings.showNotes = {value}`). */
export function showNotesOf(settings: Record<string, unknown>): boolean {
  return (settings.showNotes as { value?: unknown } | undefined)?.value === true;
}

/**
 * PATCH /site/{id} {showNotes}: the graph's Notes option, saved on the site (spec 001 §2.8, §4).
 * Notes are shared by everyone who reads the site, so anyone who reads it may switch them.
 */
export class SiteNotesSwitch {
  constructor(private readonly sites: SiteRepository) {}

  async set(actor: Actor, key: string, showNotes: boolean): Promise<{ objectId: string; siteId: string; showNotes: boolean }> {
    let { site } = await readableSite(this.sites, actor, key);
    // Compare-and-set on the whole JSON, so a threshold edit or detection run at the same moment is kept.
    for (let attempt = 0; attempt < 5; attempt++) {
      const settings = { ...site.settings, showNotes: { value: showNotes } };
      if (await this.sites.saveSettings(site.id, site.settingsText, settings, new Date().toISOString())) break;
      site = (await this.sites.findByAnyId(site.id)) ?? site;
    }
    return { objectId: site.id, siteId: site.site_id, showNotes };
  }
}

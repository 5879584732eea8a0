import { useState } from 'react';
import type { Flash } from '../../ui/flash';
import { buildSiteCsv, downloadText } from './csvDownload';
import { graphLoadError } from './graphMessages';

/** 'Download all data' (spec 001 §2.8, §9): `downloading` while the site's readings are gathered. */
export function useCsvDownload(site: { objectId: string; siteId: string }, flash: Flash) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { fileName, text } = await buildSiteCsv(site.objectId, site.siteId);
      downloadText(fileName, text);
    } catch (error) {
      flash.show('error', graphLoadError(error));
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}

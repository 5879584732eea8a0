import type { SiteHealth, StatusCounts } from './health';

/** A site inside a farm card (spec 000 §3 'Site (summary here)'), with its health. */
export interface FarmSite {
  objectId: string;
  siteId: string;
  name: string;
  status: string;
  health: SiteHealth;
  lastReadingAt: string | null;
  plan: string;
  location: { latitude: number; longitude: number };
}

/** A farm of GET /farm/user/{userId} (spec 000 §3 'Farm'). */
export interface FarmListItem {
  objectId: string;
  name: string;
  physicalAddress: string;
  mailingAddress: string | null;
  /** Present only when asked for with imageRequired=true. */
  image?: string | null;
  location: { latitude: number; longitude: number };
  businessId: string;
  businessName: string;
  timeZone: string;
  createdAt: string;
  /** Sites per status: LOW, MED, FAIR, EXTRACTED, NOT_CONNECTED (ACTIVE sites; extracted ones as EXTRACTED). */
  reportingStatus: StatusCounts;
  siteCount: number;
  /** Left out with withSites=false. */
  sites?: FarmSite[];
}

/** One batch of farms: skip/limit paging, newest first by default. */
export interface FarmPage {
  farms: FarmListItem[];
  total: number;
  skip: number;
  limit: number;
  /** The skip of the next batch, or null after the last one. */
  nextSkip: number | null;
}

/** A farm in the pickers (selection modal, recipient modal): name and its site IDs. */
export interface FarmOption {
  objectId: string;
  name: string;
  siteIds: string[];
}

/** POST /farm's answer: the created farm. */
export type CreatedFarm = Omit<FarmListItem, 'sites'>;

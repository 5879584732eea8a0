import type { RoleName } from '@tilth/domain';

/**
 * The demo organisation, declared as data so later work can add to it (sites, sensor history).
 * Keys are stable names used only inside the seed; ids are generated.
 */
export const DEMO_PASSWORD = 'tilthdemo1';
export const DEMO_EMAIL_DOMAIN = 'demo.tilth.farm';

export interface DemoOrganisation {
  key: string;
  name: string;
  type: 'tilth' | 'distributor' | 'dealer' | 'business';
  parent: string | null;
  hqAddress: string;
  businessEmail: string;
  phone: string;
}

export interface DemoFarm {
  key: string;
  name: string;
  business: string;
  physicalAddress: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface DemoUser {
  username: string;
  name: string;
  role: RoleName;
  organisation: string | null;
  farm?: string;
  phone: string;
}

export const demoOrganisations: DemoOrganisation[] = [
  {
    key: 'tilth',
    name: 'Tilth',
    type: 'tilth',
    parent: null,
    hqAddress: '100 Prairie Ave, Ames, IA 50010',
    businessEmail: 'support@tilth.farm',
    phone: '(515) 555-0100',
  },
  {
    key: 'plains',
    name: 'Great Plains Ag Distribution',
    type: 'distributor',
    parent: 'tilth',
    hqAddress: '2200 N Broadway, Wichita, KS 67214',
    businessEmail: 'orders@plainsag.example',
    phone: '(316) 555-0142',
  },
  {
    key: 'heartland',
    name: 'Heartland Irrigation Supply',
    type: 'dealer',
    parent: 'plains',
    hqAddress: '415 W 4th St, Lubbock, TX 79401',
    businessEmail: 'service@heartland-irrigation.example',
    phone: '(806) 555-0187',
  },
  {
    key: 'valley',
    name: 'Valley Water Partners',
    type: 'dealer',
    parent: 'plains',
    hqAddress: '88 River Rd, Kearney, NE 68847',
    businessEmail: 'hello@valleywater.example',
    phone: '(308) 555-0133',
  },
  {
    key: 'greenacres',
    name: 'Green Acres Growers',
    type: 'business',
    parent: 'heartland',
    hqAddress: '1200 County Rd 7, Plainview, TX 79072',
    businessEmail: 'office@greenacres.example',
    phone: '(806) 555-0161',
  },
  {
    key: 'snake',
    name: 'Snake River Potato Co.',
    type: 'business',
    parent: 'heartland',
    hqAddress: '77 Spud Ln, Idaho Falls, ID 83402',
    businessEmail: 'farm@snakeriverpotato.example',
    phone: '(208) 555-0119',
  },
  {
    key: 'platte',
    name: 'Platte River Farms',
    type: 'business',
    parent: 'valley',
    hqAddress: '5 Elm St, Grand Island, NE 68801',
    businessEmail: 'ops@platteriver.example',
    phone: '(308) 555-0175',
  },
  {
    key: 'sanjoaquin',
    name: 'San Joaquin Orchards',
    type: 'business',
    parent: 'valley',
    hqAddress: '910 Almond Way, Fresno, CA 93706',
    businessEmail: 'orchards@sjorchards.example',
    phone: '(559) 555-0128',
  },
];

export const demoFarms: DemoFarm[] = [
  {
    key: 'northpivot',
    name: 'North Pivot Farm',
    business: 'greenacres',
    physicalAddress: 'FM 400, Plainview, TX 79072',
    latitude: 34.2351,
    longitude: -101.7093,
    timeZone: 'America/Chicago',
  },
  {
    key: 'cottonflat',
    name: 'Cotton Flat',
    business: 'greenacres',
    physicalAddress: 'CR 115, Hale Center, TX 79041',
    latitude: 34.0643,
    longitude: -101.8438,
    timeZone: 'America/Chicago',
  },
  {
    key: 'russetbend',
    name: 'Russet Bend',
    business: 'snake',
    physicalAddress: '3900 E 200 N, Rigby, ID 83442',
    latitude: 43.6724,
    longitude: -111.9147,
    timeZone: 'America/Boise',
  },
  {
    key: 'bigbend',
    name: 'Big Bend Corn',
    business: 'platte',
    physicalAddress: 'Rd 30, Doniphan, NE 68832',
    latitude: 40.7747,
    longitude: -98.3712,
    timeZone: 'America/Chicago',
  },
  {
    key: 'wildrose',
    name: 'Wild Rose Soybeans',
    business: 'platte',
    physicalAddress: 'Hwy 2, St. Paul, NE 68873',
    latitude: 41.2147,
    longitude: -98.4581,
    timeZone: 'America/Chicago',
  },
  {
    key: 'kingsburg',
    name: 'Kingsburg Ranch',
    business: 'sanjoaquin',
    physicalAddress: '12500 E Manning Ave, Kingsburg, CA 93631',
    latitude: 36.5836,
    longitude: -119.5543,
    timeZone: 'America/Los_Angeles',
  },
];

/** One login per role; the e-mail is `${username}@demo.tilth.farm`. */
export const demoUsers: DemoUser[] = [
  { username: 'admin', name: 'Avery Stone', role: 'tilth_admin', organisation: 'tilth', phone: '(515) 555-0101' },
  { username: 'distributor.admin', name: 'Marcus Bell', role: 'distributor_admin', organisation: 'plains', phone: '(316) 555-0143' },
  { username: 'distributor.user', name: 'Priya Natarajan', role: 'distributor_user', organisation: 'plains', phone: '(316) 555-0144' },
  { username: 'dealer.admin', name: 'Dana Whitfield', role: 'dealer_admin', organisation: 'heartland', phone: '(806) 555-0188' },
  { username: 'dealer.user', name: 'Luis Ortega', role: 'dealer_user', organisation: 'heartland', phone: '(806) 555-0189' },
  { username: 'business.admin', name: 'Hannah Greer', role: 'business_admin', organisation: 'greenacres', phone: '(806) 555-0162' },
  { username: 'business.user', name: 'Tom Becker', role: 'business_user', organisation: 'greenacres', phone: '(806) 555-0163' },
  {
    username: 'farm.admin',
    name: 'Rosa Delgado',
    role: 'farm_admin',
    organisation: 'greenacres',
    farm: 'northpivot',
    phone: '(806) 555-0164',
  },
  {
    username: 'farm.user',
    name: 'Jake Miller',
    role: 'farm_user',
    organisation: 'greenacres',
    farm: 'northpivot',
    phone: '(806) 555-0165',
  },
];

import type { IrrigationSystem, SimCrop, SoilTexture } from '@tilth/simulator';

/**
 * The demo's sites, declared as data: where they are, what grows there and what story their
 * year of simulated history tells. Every pin colour, pending, inactive, extracted and
 * disconnected sites, all three plans, a potato site, a pressure transducer and local sensors.
 */
export type DemoScenario =
  | 'normal'
  /** Readings stop three days before now: a disconnected site (grey pin, an alert e-mail). */
  | 'disconnected'
  /** Installed and active, but no reading has arrived yet (white pin). */
  | 'justInstalled'
  /** Ordered, not installed: listed under Pending, no readings. */
  | 'pending'
  /** Switched off three months ago; its history stays. */
  | 'inactive'
  /** Probe pulled out after harvest. */
  | 'extracted';

export interface DemoSite {
  farm: string;
  name: string;
  crop: SimCrop;
  plantingDate: string;
  soil: SoilTexture;
  irrigation: IrrigationSystem;
  hardware: '40" AquaCheck(6 sensors)' | '20" AquaCheck(4 sensors)' | '36" Sentek Drill & Drop(9 sensors)' | 'Pressure Transducer';
  plan: 'Gold' | 'Silver' | 'None';
  scenario?: DemoScenario;
  localSensor?: boolean;
  /** Management allowable depletion: low keeps a field wet, high lets it run dry. */
  mad?: number;
  salinityEce?: number;
  outages?: boolean;
  /** Offset from the farm centre, degrees. */
  offset: [number, number];
}

const AQ40 = '40" AquaCheck(6 sensors)' as const;
const AQ20 = '20" AquaCheck(4 sensors)' as const;
const SENTEK = '36" Sentek Drill & Drop(9 sensors)' as const;

export const CROP_LABELS: Record<string, string> = {
  corn: 'Corn', potato: 'Potato', soybean: 'Soybean', cotton: 'Cotton', wheat: 'Wheat', alfalfa: 'Alfalfa',
};

export const demoSites: DemoSite[] = [
  // North Pivot Farm, Plainview TX: the farm users' own farm, every state on one screen.
  { farm: 'northpivot', name: 'North Pivot 1', crop: 'corn', plantingDate: '2026-04-25', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', localSensor: true, offset: [0.012, -0.01] },
  { farm: 'northpivot', name: 'North Pivot 2', crop: 'cotton', plantingDate: '2026-05-10', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', mad: 0.3, offset: [0.012, 0.012] },
  { farm: 'northpivot', name: 'East Dryland', crop: 'cotton', plantingDate: '2026-05-15', soil: 'sand', irrigation: 'none', hardware: AQ40, plan: 'Silver', offset: [0.002, 0.03] },
  { farm: 'northpivot', name: 'Wheat Pivot', crop: 'wheat', plantingDate: '2026-09-25', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', mad: 0.25, localSensor: true, offset: [-0.01, 0.018] },
  { farm: 'northpivot', name: 'Furrow Block', crop: 'wheat', plantingDate: '2026-10-05', soil: 'clay', irrigation: 'furrow', hardware: AQ20, plan: 'Silver', mad: 0.2, offset: [-0.015, -0.006] },
  { farm: 'northpivot', name: 'South Corner', crop: 'corn', plantingDate: '2026-04-28', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'None', scenario: 'disconnected', offset: [-0.025, 0.004] },
  { farm: 'northpivot', name: 'New Pivot 7', crop: 'wheat', plantingDate: '2026-10-01', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', scenario: 'justInstalled', offset: [0.022, -0.024] },
  { farm: 'northpivot', name: 'West Quarter', crop: 'corn', plantingDate: '2026-05-20', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Silver', scenario: 'pending', offset: [0.004, -0.032] },
  { farm: 'northpivot', name: 'Salt Flat', crop: 'cotton', plantingDate: '2026-05-12', soil: 'clay', irrigation: 'furrow', hardware: AQ40, plan: 'Gold', salinityEce: 7, localSensor: true, offset: [-0.006, -0.02] },
  // Cotton Flat, Hale Center TX.
  { farm: 'cottonflat', name: 'Flat 1', crop: 'cotton', plantingDate: '2026-05-08', soil: 'loam', irrigation: 'drip', hardware: AQ40, plan: 'Gold', outages: true, offset: [0.01, 0.01] },
  { farm: 'cottonflat', name: 'Flat 2', crop: 'cotton', plantingDate: '2026-05-08', soil: 'sand', irrigation: 'drip', hardware: AQ40, plan: 'Silver', offset: [0.01, -0.01] },
  { farm: 'cottonflat', name: 'Flat 3 Wheat', crop: 'wheat', plantingDate: '2026-09-28', soil: 'loam', irrigation: 'drip', hardware: AQ40, plan: 'Gold', mad: 0.2, offset: [-0.01, 0.01] },
  { farm: 'cottonflat', name: 'Corn Circle', crop: 'corn', plantingDate: '2026-04-20', soil: 'loam', irrigation: 'centerPivot', hardware: SENTEK, plan: 'Gold', localSensor: true, offset: [-0.01, -0.01] },
  { farm: 'cottonflat', name: 'Old Pivot', crop: 'corn', plantingDate: '2026-04-22', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'None', scenario: 'extracted', offset: [0.02, 0] },
  { farm: 'cottonflat', name: 'Dry Corner', crop: 'cotton', plantingDate: '2026-05-20', soil: 'sand', irrigation: 'none', hardware: AQ20, plan: 'None', offset: [-0.02, 0] },
  { farm: 'cottonflat', name: 'Spare Block', crop: 'cotton', plantingDate: '2026-05-10', soil: 'loam', irrigation: 'drip', hardware: AQ40, plan: 'Silver', scenario: 'inactive', offset: [0, 0.022] },
  // Russet Bend, Rigby ID: potatoes on drip and pivots.
  { farm: 'russetbend', name: 'Russet 1', crop: 'potato', plantingDate: '2026-04-20', soil: 'loam', irrigation: 'centerPivot', hardware: AQ20, plan: 'Gold', localSensor: true, offset: [0.01, 0.01] },
  { farm: 'russetbend', name: 'Russet 2', crop: 'potato', plantingDate: '2026-04-24', soil: 'sand', irrigation: 'centerPivot', hardware: AQ20, plan: 'Gold', offset: [0.01, -0.01] },
  { farm: 'russetbend', name: 'Russet Drip', crop: 'potato', plantingDate: '2026-04-18', soil: 'loam', irrigation: 'drip', hardware: AQ20, plan: 'Silver', offset: [-0.01, 0.01] },
  { farm: 'russetbend', name: 'Grain Pivot', crop: 'wheat', plantingDate: '2026-09-20', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', mad: 0.3, offset: [-0.01, -0.01] },
  { farm: 'russetbend', name: 'Alfalfa Bench', crop: 'alfalfa', plantingDate: '2026-03-15', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Silver', offset: [0.02, 0.004] },
  { farm: 'russetbend', name: 'Bench Extension', crop: 'potato', plantingDate: '2026-04-22', soil: 'loam', irrigation: 'centerPivot', hardware: AQ20, plan: 'Gold', scenario: 'extracted', offset: [-0.02, 0.004] },
  { farm: 'russetbend', name: 'North Field', crop: 'potato', plantingDate: '2027-04-20', soil: 'loam', irrigation: 'centerPivot', hardware: AQ20, plan: 'Gold', scenario: 'pending', offset: [0.004, 0.025] },
  // Big Bend Corn, Doniphan NE: pivots and the pressure transducer on the well.
  { farm: 'bigbend', name: 'Bend Pivot 1', crop: 'corn', plantingDate: '2026-04-25', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', localSensor: true, offset: [0.01, 0.01] },
  { farm: 'bigbend', name: 'Bend Pivot 2', crop: 'corn', plantingDate: '2026-04-27', soil: 'sand', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', outages: true, offset: [0.01, -0.01] },
  { farm: 'bigbend', name: 'Bend Pivot 3', crop: 'soybean', plantingDate: '2026-05-12', soil: 'loam', irrigation: 'centerPivot', hardware: SENTEK, plan: 'Silver', offset: [-0.01, 0.01] },
  { farm: 'bigbend', name: 'Well 4 Pressure', crop: 'corn', plantingDate: '2026-04-25', soil: 'loam', irrigation: 'centerPivot', hardware: 'Pressure Transducer', plan: 'Silver', offset: [-0.01, -0.01] },
  { farm: 'bigbend', name: 'River Bottom', crop: 'corn', plantingDate: '2026-04-30', soil: 'clay', irrigation: 'furrow', hardware: AQ40, plan: 'None', offset: [0.02, 0] },
  { farm: 'bigbend', name: 'Dryland Wheat', crop: 'wheat', plantingDate: '2026-09-25', soil: 'sand', irrigation: 'none', hardware: AQ40, plan: 'Silver', offset: [-0.02, 0] },
  { farm: 'bigbend', name: 'Bend Pivot 5', crop: 'corn', plantingDate: '2026-04-25', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', scenario: 'disconnected', offset: [0, 0.022] },
  // Wild Rose Soybeans, St. Paul NE.
  { farm: 'wildrose', name: 'Rose 1', crop: 'soybean', plantingDate: '2026-05-15', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', localSensor: true, offset: [0.01, 0.01] },
  { farm: 'wildrose', name: 'Rose 2', crop: 'soybean', plantingDate: '2026-05-18', soil: 'sand', irrigation: 'centerPivot', hardware: AQ40, plan: 'Silver', offset: [0.01, -0.01] },
  { farm: 'wildrose', name: 'Rose 3', crop: 'corn', plantingDate: '2026-04-26', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'None', offset: [-0.01, 0.01] },
  { farm: 'wildrose', name: 'Rose Wheat', crop: 'wheat', plantingDate: '2026-09-22', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', mad: 0.15, offset: [-0.01, -0.01] },
  { farm: 'wildrose', name: 'Rose 5', crop: 'soybean', plantingDate: '2026-05-15', soil: 'loam', irrigation: 'centerPivot', hardware: AQ40, plan: 'Gold', scenario: 'pending', offset: [0.02, 0] },
  // Kingsburg Ranch, Kingsburg CA: dry summers, drip and alfalfa.
  { farm: 'kingsburg', name: 'Alfalfa North', crop: 'alfalfa', plantingDate: '2026-02-20', soil: 'loam', irrigation: 'furrow', hardware: AQ40, plan: 'Gold', localSensor: true, offset: [0.01, 0.01] },
  { farm: 'kingsburg', name: 'Alfalfa South', crop: 'alfalfa', plantingDate: '2026-02-20', soil: 'sand', irrigation: 'centerPivot', hardware: AQ40, plan: 'Silver', mad: 0.3, offset: [-0.01, 0.01] },
  { farm: 'kingsburg', name: 'Cotton Drip', crop: 'cotton', plantingDate: '2026-04-15', soil: 'clay', irrigation: 'drip', hardware: SENTEK, plan: 'Gold', salinityEce: 5, offset: [0.01, -0.01] },
  { farm: 'kingsburg', name: 'Wheat Block', crop: 'wheat', plantingDate: '2026-10-15', soil: 'clay', irrigation: 'furrow', hardware: AQ40, plan: 'None', mad: 0.1, offset: [-0.01, -0.01] },
  { farm: 'kingsburg', name: 'Tomato Block', crop: 'cotton', plantingDate: '2026-04-10', soil: 'loam', irrigation: 'drip', hardware: AQ20, plan: 'Silver', scenario: 'pending', offset: [0.02, 0] },
];

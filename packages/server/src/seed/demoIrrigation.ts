import type { IrrigationProperties } from '@tilth/domain';
import type { DemoSite } from './demoSites';

/**
 * The demo's irrigation systems, so the planner has run times and pump checks on first start:
 * pivots of 120–130 ac at 6–7 gpm/ac (the High Plains' and Snake River's usual), furrow sets of
 * 40 ac, drip blocks of 20 ac with 0.6 gph emitters. Each site's well is sized to its system,
 * except North Pivot Farm's Wheat Pivot, whose 600 gpm well cannot run its 800 gpm pivot with the
 * farm's others — the planner's pump check shows it.
 */
export function demoIrrigationSystem(site: DemoSite, index: number): { properties: IrrigationProperties; wellCapacityGpm: number } | null {
  const vary = (index % 5) * 10;
  switch (site.irrigation) {
    case 'centerPivot': {
      const area = 120 + (index % 3) * 5;
      const flow = 780 + vary;
      return {
        properties: {
          system_type: 2,
          flow_rate: flow,
          flow_rate_unit: 'gpm',
          irrigated_area: area,
          irrigated_area_unit: 'ac',
          nozzle_type: 0,
        },
        wellCapacityGpm: site.name === 'Wheat Pivot' ? 600 : flow + 100,
      };
    }
    case 'furrow':
      return {
        properties: { system_type: 5, flow_rate: 1200 + vary, flow_rate_unit: 'gpm', irrigated_area: 40, irrigated_area_unit: 'ac' },
        wellCapacityGpm: 1400,
      };
    case 'drip':
      return {
        properties: {
          system_type: 8,
          emitter_discharge_rate: 0.01,
          emitter_discharge_rate_unit: 'gpm',
          emitter_spacing: 12,
          emitter_spacing_unit: 'in',
          irrigated_area: 20,
          irrigated_area_unit: 'ac',
          lateral_spacing: 60,
          lateral_spacing_unit: 'in',
          line_depth: 12,
          line_depth_unit: 'in',
        },
        wellCapacityGpm: 2000,
      };
    default:
      return null;
  }
}

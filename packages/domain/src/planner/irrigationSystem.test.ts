import { describe, expect, it } from 'vitest';
import {
  defaultIrrigationProperties,
  type DripProperties,
  type FloodProperties,
  type PivotProperties,
} from '../siteConfig/siteConfigConstants';
import { applicationEfficiency, applicationRateInPerHour, grossDepth, runHours, systemFlowGpm } from './irrigationSystem';

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

describe('application rate and run time', () => {
  it('AE792: a 6 gpm/ac pivot puts on about 0.32 in a day, 0.27 in net at 85 %', () => {
    const pivot = { ...defaultIrrigationProperties(2), flow_rate: 780, irrigated_area: 130 } as const;
    const rate = applicationRateInPerHour(pivot)!;
    expect(round(rate, 4)).toBe(0.0132); // 6 ÷ 453 in/h
    expect(round(rate * 24, 2)).toBe(0.32);
    expect(round(rate * 24 * (applicationEfficiency(pivot) / 100), 2)).toBe(0.27);
  });

  it('a pivot of 800 gpm on 125 ac needs 1.5 in net → 1.76 in gross → 125 h (5.2 days)', () => {
    const pivot = { ...defaultIrrigationProperties(2), flow_rate: 800, irrigated_area: 125 } as const;
    const gross = grossDepth(1.5, applicationEfficiency(pivot));
    expect(round(gross, 2)).toBe(1.76);
    const hours = runHours(gross, applicationRateInPerHour(pivot)!);
    // rate = 800 / (453 × 125) = 0.01413 in/h; 1.7647 / 0.01413 = 124.9 h
    expect(round(hours, 1)).toBe(124.9);
    expect(round(hours / 24, 1)).toBe(5.2);
  });

  it('furrow at 60 %: 1 in net is 1.67 in gross; 1,200 gpm on 40 ac applies 0.066 in/h → 25.2 h', () => {
    const furrow = { ...defaultIrrigationProperties(5), flow_rate: 1200, irrigated_area: 40 } as const;
    expect(applicationEfficiency(furrow)).toBe(60);
    const gross = grossDepth(1, applicationEfficiency(furrow));
    expect(round(gross, 2)).toBe(1.67);
    expect(round(runHours(gross, applicationRateInPerHour(furrow)!), 1)).toBe(25.2);
  });

  it('drip: 0.01 gpm emitters every 12 in on laterals 60 in apart apply 0.193 in/h; 90 % efficiency', () => {
    const drip = { ...defaultIrrigationProperties(8), emitter_discharge_rate: 0.01, emitter_spacing: 12, lateral_spacing: 60 } as const;
    // 0.01 gal/min × 231 in³/gal × 60 min/h ÷ (12 × 60 in²) = 0.1925 in/h
    expect(round(applicationRateInPerHour(drip)!, 4)).toBe(0.1925);
    expect(applicationEfficiency(drip)).toBe(90);
    expect(round(runHours(grossDepth(0.5, 90), applicationRateInPerHour(drip)!), 2)).toBe(2.89);
    // The whole 80 ac block draws 0.1925 × 453 × 80 = 6,976 gpm.
    expect(Math.round(systemFlowGpm(drip)!)).toBe(6976);
  });

  it('uses the efficiency typed on the card, and answers null without flow or area', () => {
    expect(applicationEfficiency({ ...defaultIrrigationProperties(2), application_efficiency: 78 })).toBe(78);
    expect(applicationRateInPerHour({ ...(defaultIrrigationProperties(2) as PivotProperties), flow_rate: 0 })).toBeNull();
    expect(applicationRateInPerHour({ ...(defaultIrrigationProperties(5) as FloodProperties), irrigated_area: 0 })).toBeNull();
    expect(applicationRateInPerHour({ ...(defaultIrrigationProperties(8) as DripProperties), emitter_spacing: 0 })).toBeNull();
  });
});

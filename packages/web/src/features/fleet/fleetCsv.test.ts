import { describe, expect, it } from 'vitest';
import { fleetCsv, fleetCsvFileName } from './fleetCsv';
import { drainingProbe, faultyProbe, silentProbe } from '../../test/fleetFixtures';

describe('fleet CSV', () => {
  it('has a line per device, in order, with its status, battery, signal, completeness and faults', () => {
    const lines = fleetCsv([silentProbe, faultyProbe, drainingProbe]).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Customer,Farm,Site,Site ID,Device,Device ID,Status,Last reading (UTC),Battery %,Battery % per day,Days to low battery,Signal bars,RSSI dBm,RSSI 7-day median dBm,Packet errors %,Complete 24 h %,Complete 7 d %,Complete 30 d %,Open faults',
    );
    expect(lines[1]).toBe(
      'Green Acres Growers,North Pivot Farm,South Corner,10006,Probe,0x00000000000000b2,Silent 3 days,2026-11-24T11:45:00.000Z,63.4,-0.12,365.9,3,-95,-96,1.2,0,57,90.1,',
    );
    expect(lines[2]!.endsWith(',Flatline at 16 in')).toBe(true);
    expect(lines[3]).toContain(',32.2,-1.59,7.7,');
    expect(lines).toHaveLength(4);
  });

  it('quotes commas and defuses spreadsheet formulas', () => {
    const odd = { ...faultyProbe, site: { ...faultyProbe.site, name: '=Pivot, north' } };
    expect(fleetCsv([odd]).split('\r\n')[1]).toContain(`"'=Pivot, north"`);
    expect(fleetCsvFileName('2026-11-27')).toBe('fleet-health-2026-11-27.csv');
  });
});

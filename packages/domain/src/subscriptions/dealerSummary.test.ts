import { describe, expect, it } from 'vitest';
import { dealerSummaryLine, dealerSummaryLines, matchesDealerSearch, sortByDealerName, type DealerSummary } from './dealerSummary';

const dealer = (dealerId: string, dealerName: string, counts: [number, number, number] = [0, 0, 0]): DealerSummary => ({
  dealerId,
  dealerName,
  noneCount: counts[0],
  silverCount: counts[1],
  goldCount: counts[2],
});

describe('dealer summary (spec 002 §2.6)', () => {
  it('writes one line per dealer', () => {
    expect(dealerSummaryLine(dealer('d1', 'Heartland Irrigation', [3, 2, 1]))).toBe(
      'Heartland Irrigation - 3 not subscribed, 2 silver, 1 gold',
    );
    expect(dealerSummaryLine(dealer('d2', 'Empty Dealer'))).toBe('Empty Dealer - 0 not subscribed, 0 silver, 0 gold');
  });

  it('sorts by dealer name ignoring case, equal names by id', () => {
    const sorted = sortByDealerName([
      dealer('a', 'valley'),
      dealer('b', 'Heartland'),
      dealer('c', 'apex'),
      dealer('e', 'Valley'),
      dealer('d', 'Valley'),
    ]);
    expect(sorted.map((d) => `${d.dealerName}/${d.dealerId}`)).toEqual(['apex/c', 'Heartland/b', 'Valley/d', 'Valley/e', 'valley/a']);
  });

  it('searches dealer names by case-insensitive substring, surrounding spaces trimmed', () => {
    expect(matchesDealerSearch('Heartland Irrigation', 'irrig')).toBe(true);
    expect(matchesDealerSearch('Heartland Irrigation', '  LAND  ')).toBe(true);
    expect(matchesDealerSearch('Heartland Irrigation', 'valley')).toBe(false);
    expect(matchesDealerSearch('Heartland Irrigation', '   ')).toBe(true);
    expect(matchesDealerSearch('Heartland Irrigation', undefined)).toBe(true);
  });

  it('filters then sorts the lines a search shows', () => {
    const all = [dealer('1', 'Valley Water'), dealer('2', 'heartland water'), dealer('3', 'Apex Ag')];
    expect(dealerSummaryLines(all, 'water ').map((d) => d.dealerName)).toEqual(['heartland water', 'Valley Water']);
    expect(dealerSummaryLines(all).map((d) => d.dealerName)).toEqual(['Apex Ag', 'heartland water', 'Valley Water']);
  });
});

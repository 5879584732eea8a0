import { describe, expect, it } from 'vitest';
import type { FarmHealthReport } from './reportBuilder';
import { farmHealthReportMail } from './reportMail';

const report: FarmHealthReport = {
  generatedAt: '2026-11-30T13:00:00.000Z',
  totals: [{ status: 'FAIR', count: 2 }],
  farms: [
    {
      objectId: 'f1',
      name: 'North Pivot Farm',
      timeZone: 'America/Chicago',
      link: 'https://tilth.example/farm/f1/sites',
      counts: [{ status: 'FAIR', count: 2 }],
      siteCount: 2,
      attention: [],
      disconnected: [],
      irrigations: [
        {
          name: 'Wheat Pivot',
          siteId: '10004',
          link: 'https://tilth.example/farm/f1/site/10004/s1/0xabc/graph',
          summary: 'Irrigate by Thu · 1.18 in · 2.9 days (70 h)',
          reason: 'Refill point in 5 days at 0.12 in/day.',
        },
      ],
    },
  ],
};

describe('the Farm Health Report e-mail', () => {
  it('gives the next irrigation of each site due this week, in text and HTML', () => {
    const mail = farmHealthReportMail('grower@example.com', report, 'every Monday at 07:00 farm time');
    expect(mail.text).toContain('Next irrigations (this week’s forecast):');
    expect(mail.text).toContain(
      'Wheat Pivot (ID# 10004): Irrigate by Thu · 1.18 in · 2.9 days (70 h). Refill point in 5 days at 0.12 in/day.',
    );
    expect(mail.html).toContain('<strong>Irrigate by Thu · 1.18 in · 2.9 days (70 h)</strong>');
    expect(mail.html).toContain('href="https://tilth.example/farm/f1/site/10004/s1/0xabc/graph"');
  });

  it('leaves the section out when nothing is due', () => {
    const calm = { ...report, farms: [{ ...report.farms[0]!, irrigations: [] }] };
    expect(farmHealthReportMail('grower@example.com', calm, 'weekly').text).not.toContain('Next irrigations');
  });
});

import { describe, expect, it } from 'vitest';
import type { FarmHealthReport } from './reportBuilder';
import { farmHealthReportMail } from './reportMail';

const report: FarmHealthReport = {
  generatedAt: '2026-11-30T13:00:00.000Z',
  totals: [
    { status: 'LOW', count: 1 },
    { status: 'NOT_CONNECTED', count: 2 },
  ],
  farms: [
    {
      objectId: 'f1',
      name: 'Finca Norte',
      timeZone: 'America/Chicago',
      link: 'https://tilth.example/farm/f1/sites',
      counts: [{ status: 'LOW', count: 1 }],
      siteCount: 1,
      attention: [],
      disconnected: [],
      irrigations: [],
    },
  ],
};
const schedule = { frequency: 'weekly', weekday: 1, hour: 7 } as const;

describe('the Farm Health Report e-mail in the recipient’s language (issue 34)', () => {
  it('words the report in Spanish', () => {
    const mail = farmHealthReportMail('productor@example.com', report, schedule, 'es');
    expect(mail.subject).toBe('Informe de estado de las fincas de Tilth: 1 sitio requiere atención, 2 desconectados');
    expect(mail.text).toContain('Finca Norte — 1 sitio');
    expect(mail.text).toContain('▲ Requiere atención: 1');
    expect(mail.text).toContain('Nada requiere atención.');
    expect(mail.text).toContain('Recibes este informe cada lunes a las 07:00, hora de la finca.');
    expect(mail.html).toContain('Nada requiere atención.');
    expect(mail.text).not.toContain('Needs attention');
  });

  it('keeps the English word for word', () => {
    const mail = farmHealthReportMail('grower@example.com', report, schedule);
    expect(mail.subject).toBe('Tilth Farm Health Report: 1 site needs attention, 2 disconnected');
    expect(mail.text).toContain('You receive this report every Monday at 07:00 farm time. Ask the person who added you to stop it.');
  });
});

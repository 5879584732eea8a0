import { ALERT_EVENTS, ALERT_KINDS, ALERT_TEXT, alertTitle } from '@tilth/domain/notifications/kinds';
import { describe, expect, it } from 'vitest';
import { digestMail, singleAlertMail } from './alertMail';
import { alertLabel, alertTitleIn } from './alertText';
import type { NotificationRow } from './notificationRepository';

const row: NotificationRow = {
  id: 'n1',
  user_id: 'u1',
  kind: 'belowRefill',
  event: 'raised',
  title: 'Pivote (ID# 1001) bajó de su punto de recarga',
  created_at: '2026-06-01T12:00:00.000Z',
  read_at: null,
  farm_id: 'f1',
  farm_name: 'Finca Norte',
  time_zone: 'UTC',
  site_id: 's1',
  site_number: '1001',
  site_name: 'Pivote',
  twig_id: null,
};

describe('alert texts in the reader’s language', () => {
  it('words English exactly as the domain’s alertTitle', () => {
    for (const kind of ALERT_KINDS)
      for (const event of ALERT_EVENTS) {
        const detail = kind === 'batteryLow' ? '(10 %)' : null;
        expect(alertTitleIn('en', { kind, event, siteName: 'Dry Corner', siteNumber: '1004', detail })).toBe(
          alertTitle(kind, event, 'Dry Corner', '1004', event === 'cleared' ? null : detail),
        );
      }
    expect(alertTitleIn('en', { kind: 'refillSoon', event: 'raised', siteName: 'A', siteNumber: '1', detail: 'x', refillDays: 2 })).toBe(
      'A (ID# 1) is predicted to reach its refill point within 2 days',
    );
    for (const kind of ALERT_KINDS) expect(alertLabel('en', kind)).toBe(ALERT_TEXT[kind].label);
  });

  it('words Spanish', () => {
    expect(alertTitleIn('es', { kind: 'belowRefill', event: 'reminder', siteName: 'Pivote', siteNumber: '1001', detail: null })).toBe(
      'Pivote (ID# 1001) bajó de su punto de recarga (continúa)',
    );
    expect(alertTitleIn('es', { kind: 'refillSoon', event: 'raised', siteName: 'A', siteNumber: '1', detail: 'x', refillDays: 1 })).toBe(
      'A (ID# 1) alcanzaría su punto de recarga en 1 día',
    );
    const parts = { publicUrl: 'https://app', tokens: new Map([['belowRefill', 't1']]), language: 'es' as const };
    const mail = singleAlertMail(row, parts);
    expect(mail.subject).toBe(row.title);
    expect(mail.text).toContain('Finca: Finca Norte');
    expect(mail.text).toContain(
      'Dejar de recibir correos electrónicos sobre "Por debajo del punto de recarga": https://app/alerts/unsubscribe?token=t1',
    );
    expect(digestMail([row, row], parts).subject).toBe('Alertas de Tilth: 2 desde tu último resumen');
  });
});

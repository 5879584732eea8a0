import { describe, expect, it } from 'vitest';
import type { Invoice } from '@tilth/domain';
import { receiptMail } from './receiptMail';

const invoice: Invoice = {
  id: 'in_1',
  number: 'LOCAL-0001',
  customer: 'cus_1',
  subscription: 'sub_1',
  status: 'paid',
  currency: 'usd',
  amount_due: 43200,
  amount_paid: 43200,
  created: 1_795_000_000,
  lines: {
    data: [
      { description: '2 × Gold (per year)', amount: 48000, quantity: 2 },
      { description: 'Coupon FIELDDAY10 (10 % off)', amount: -4800, quantity: null },
    ],
  },
};

describe('receiptMail', () => {
  it('names the plan, the sites, the amount and the invoice number', () => {
    const mail = receiptMail({
      to: 'receipts@example.test',
      purchaserName: 'Dana\nWhitfield',
      planName: 'Gold',
      sites: [
        { siteId: '10001', name: 'North' },
        { siteId: '10002', name: 'South' },
      ],
      invoice,
    });
    expect(mail.to).toBe('receipts@example.test');
    expect(mail.subject).toBe('Tilth receipt LOCAL-0001: Gold, $432.00');
    expect(mail.text).toContain('bought Gold for 2 sites:\n  - 10001 North\n  - 10002 South');
    expect(mail.text).toContain('2 × Gold (per year): $480.00\nCoupon FIELDDAY10 (10 % off): -$48.00\nAmount paid: $432.00');
    expect(mail.text).toContain('Invoice number: LOCAL-0001');
  });
});

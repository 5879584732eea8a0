import { formatPrice, plural, PRODUCT_NAME, type Invoice } from '@tilth/domain';
import { oneLine } from '../../lib/oneLine';
import type { MailMessage } from '../mail/mailer';

/** A line's amount as the shop shows prices; a discount reads -$48.00. */
const money = (cents: number, currency: string) => (cents < 0 ? `-${formatPrice(-cents, currency)}` : formatPrice(cents, currency));

export interface ReceiptMail {
  to: string;
  purchaserName: string;
  planName: string;
  /** The sites the charge paid for: "12345 North Block". */
  sites: readonly { siteId: string; name: string }[];
  invoice: Invoice;
}

/** The receipt after a successful charge (issue 14): plan, sites, amount and invoice number. */
export function receiptMail(mail: ReceiptMail): MailMessage {
  const { invoice } = mail;
  const number = invoice.number ?? invoice.id;
  const amount = money(invoice.amount_paid, invoice.currency);
  const lines = [
    `${mail.purchaserName} bought ${mail.planName} for ${plural(mail.sites.length, 'site')}:`,
    ...mail.sites.map((site) => `  - ${site.siteId} ${site.name}`),
    '',
    ...invoice.lines.data.map((line) => `${line.description ?? 'Charge'}: ${money(line.amount, invoice.currency)}`),
    `Amount paid: ${amount}`,
    `Invoice number: ${number}`,
    '',
    'The plan takes effect on each site from the farm’s next day.',
    '',
    `— ${PRODUCT_NAME}`,
  ];
  return {
    to: mail.to,
    subject: oneLine(`${PRODUCT_NAME} receipt ${number}: ${mail.planName}, ${amount}`),
    text: `${lines.join('\n')}\n`,
  };
}

/** The purchaser's notice when the provider could not collect a renewal (webhook invoice.payment_failed). */
export function paymentFailedMail(to: string, subscriptionId: string): MailMessage {
  return {
    to,
    subject: `${PRODUCT_NAME}: a payment for your subscription failed`,
    text:
      `The payment provider could not collect a payment for your subscription ${subscriptionId}.\n\n` +
      `Please check the default card in the shop's saved cards; the sites keep their plans while the provider retries.\n\n— ${PRODUCT_NAME}\n`,
  };
}

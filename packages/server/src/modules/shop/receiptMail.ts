import { formatPrice, PRODUCT_NAME, type Invoice } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import { translate } from '../../lib/i18n/catalog';
import { oneLine } from '../../lib/oneLine';
import type { MailMessage } from '../mail/mailer';
import { shopMailText } from './mailMessages';

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

/**
 * The receipt after a successful charge (issue 14): plan, sites, amount and invoice number, in the
 * purchaser's language (the plan's name and the provider's line descriptions stay as they are stored).
 */
export function receiptMail(mail: ReceiptMail, language: Language = 'en'): MailMessage {
  const { invoice } = mail;
  const number = invoice.number ?? invoice.id;
  const amount = money(invoice.amount_paid, invoice.currency);
  const lines = [
    translate(language, shopMailText, 'receiptBought', { purchaser: mail.purchaserName, plan: mail.planName, count: mail.sites.length }),
    ...mail.sites.map((site) => `  - ${site.siteId} ${site.name}`),
    '',
    ...invoice.lines.data.map(
      (line) => `${line.description ?? translate(language, shopMailText, 'charge')}: ${money(line.amount, invoice.currency)}`,
    ),
    translate(language, shopMailText, 'amountPaid', { amount }),
    translate(language, shopMailText, 'invoiceNumber', { number }),
    '',
    translate(language, shopMailText, 'takesEffect'),
    '',
    `— ${PRODUCT_NAME}`,
  ];
  return {
    to: mail.to,
    subject: oneLine(translate(language, shopMailText, 'receiptSubject', { product: PRODUCT_NAME, number, plan: mail.planName, amount })),
    text: `${lines.join('\n')}\n`,
  };
}

/** The purchaser's notice when the provider could not collect a renewal (webhook invoice.payment_failed). */
export function paymentFailedMail(to: string, subscriptionId: string, language: Language = 'en'): MailMessage {
  return {
    to,
    subject: translate(language, shopMailText, 'failedSubject', { product: PRODUCT_NAME }),
    text:
      `${translate(language, shopMailText, 'failedCollect', { subscription: subscriptionId })}\n\n` +
      `${translate(language, shopMailText, 'failedCheck')}\n\n— ${PRODUCT_NAME}\n`,
  };
}

import type { Actor } from '@tilth/domain';
import { ENGLISH_READERS, type UserLanguageSource } from '../../lib/i18n/userLanguage';
import type { Mailer } from '../mail/mailer';
import type { PlanSiteRow } from '../subscriptions/subscriptionRepository';
import type { PaymentProvider } from './payments/paymentProvider';
import { paymentFailedMail, receiptMail } from './receiptMail';
import type { ShopAccess } from './shopAccess';

export interface ChargeReceipt {
  customerId: string;
  subscriptionId: string;
  invoiceId: string;
  planName: string;
  sites: readonly PlanSiteRow[];
}

/**
 * Mails after the money moved: the receipt to the Team Shopping Settings' Receipt Email of the
 * purchaser's account (else to the purchaser), and a failed renewal's notice. A mail that cannot be
 * sent is logged; the purchase stands.
 */
export class ReceiptSender {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly access: ShopAccess,
    private readonly mailer: Mailer,
    private readonly log: (error: unknown, message: string) => void,
    /** The purchaser's language, which the mails are written in (issue 34). */
    private readonly languages: UserLanguageSource = ENGLISH_READERS,
  ) {}

  async receipt(actor: Actor, charge: ChargeReceipt): Promise<void> {
    try {
      const invoices = await this.provider.listInvoices(charge.customerId, charge.subscriptionId);
      const invoice = invoices.find((i) => i.id === charge.invoiceId);
      if (!invoice) throw new Error(`invoice ${charge.invoiceId} not found at the provider`);
      const user = await this.access.userOf(actor);
      const to = (await this.access.receiptEmail(actor)) ?? user.email;
      const sites = charge.sites.map((s) => ({ siteId: s.site_id, name: s.name }));
      const language = await this.languages.of(user.id);
      await this.mailer.send(receiptMail({ to, purchaserName: user.name, planName: charge.planName, sites, invoice }, language));
    } catch (error) {
      this.log(error, 'shop receipt not sent');
    }
  }

  async paymentFailed(actor: Actor, subscriptionId: string): Promise<void> {
    try {
      const user = await this.access.userOf(actor);
      await this.mailer.send(paymentFailedMail(user.email, subscriptionId, await this.languages.of(user.id)));
    } catch (error) {
      this.log(error, 'shop payment-failed notice not sent');
    }
  }
}

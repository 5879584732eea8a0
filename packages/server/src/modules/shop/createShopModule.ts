import type { UserLanguageSource } from '../../lib/i18n/userLanguage';
import type { Mailer } from '../mail/mailer';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { SubscriptionRepository } from '../subscriptions/subscriptionRepository';
import type { UserRepository } from '../users/userRepository';
import { CustomerService } from './customerService';
import type { PaymentProvider } from './payments/paymentProvider';
import { PlanCatalogue } from './planCatalogue';
import { PurchaseService } from './purchaseService';
import { ReceiptSender } from './receiptSender';
import { shopRoutes } from './routes';
import { ShopAccess } from './shopAccess';
import { ShopLedger } from './shopLedger';
import { ShopQueryService } from './shopQueryService';
import type { ShopRepository } from './shopRepository';
import { SiteCardPayments } from './siteCardPayments';
import { SiteRelease } from './siteRelease';
import { WebhookService } from './webhookService';

export interface ShopModuleDeps {
  provider: PaymentProvider;
  shop: ShopRepository;
  subscriptions: SubscriptionRepository;
  organisations: OrganisationRepository;
  users: UserRepository;
  mailer: Mailer;
  /** The users' languages, which the receipts are written in (issue 34); English without. */
  languages?: UserLanguageSource;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

/** The shop's services over one payment provider, and its routes (the composition root calls this once). */
export function createShopModule(d: ShopModuleDeps) {
  const logError = (err: unknown, message: string) => d.log.error({ err }, message);
  const catalogue = new PlanCatalogue(d.provider);
  const access = new ShopAccess(d.organisations, d.users, d.subscriptions);
  const ledger = new ShopLedger(d.shop, d.subscriptions);
  const customers = new CustomerService(d.provider, d.shop, access);
  const receipts = new ReceiptSender(d.provider, access, d.mailer, logError, d.languages);
  const release = new SiteRelease(d.provider, d.shop, ledger, access, logError);
  const services = {
    provider: d.provider,
    customers,
    release,
    purchases: new PurchaseService(d.provider, catalogue, d.shop, ledger, access, customers, release, receipts, logError),
    queries: new ShopQueryService(d.provider, catalogue, d.shop, access, d.organisations),
    webhooks: new WebhookService(d.provider, d.shop, ledger, d.users, receipts, (details, message) => d.log.warn(details, message)),
    siteCards: new SiteCardPayments(d.provider, catalogue, d.shop, access),
  };
  return { ...services, routes: () => shopRoutes(services) };
}

import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { SHOP_TEXT } from '@tilth/domain';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { useFlash } from '../../ui/flash';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';
import { InvoicesList } from './InvoicesList';
import { shopMessages } from './messages';
import { PlanCard } from './PlanCard';
import { SavedCards } from './SavedCards';
import { usePaymentProfile, usePlans } from './shopQueries';

/**
 * /dashboard/shop (spec 002 §2.1, §2.8): the plans on sale; for those who may buy, their saved cards
 * and invoices; everyone else is told to ask their admin.
 */
export default function ShopPage() {
  const t = useT(shopMessages);
  const { profile } = useSignedInAccount();
  const plans = usePlans();
  const payment = usePaymentProfile(profile.objectId);
  const flash = useFlash();

  return (
    <>
      <PageHeader title={t('shopTitle')} description={t('shopDescription')} />
      <Stack gap="lg">
        {plans.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Skeleton h={220} radius="lg" />
            <Skeleton h={220} radius="lg" />
          </SimpleGrid>
        ) : plans.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {loadFailed(t('plansLoadFailed'), plans.error)}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="section" aria-label={t('plansLabel')}>
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </SimpleGrid>
        )}
        {payment.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {loadFailed(t('paymentLoadFailed'), payment.error)}
          </Alert>
        )}
        {payment.data &&
          (payment.data.canPurchase ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <SavedCards userId={profile.objectId} profile={payment.data} flash={flash} />
              <InvoicesList userId={profile.objectId} />
            </SimpleGrid>
          ) : (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="non-purchaser">
              {domainText(SHOP_TEXT.nonAdminPurchase)}
            </Alert>
          ))}
      </Stack>
      {flash.banner}
    </>
  );
}

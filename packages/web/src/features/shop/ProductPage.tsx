import { Alert, Anchor, Button, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle, IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { SHOP_TEXT, type ShopSite, type SubscriptionChange } from '@tilth/domain';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';
import { CheckoutDialog } from './CheckoutDialog';
import { shopMessages } from './messages';
import { PurchaseSuccessDialog } from './PurchaseSuccessDialog';
import { usePaymentProfile, usePlans } from './shopQueries';
import { intervalText, priceText } from './shopText';

const SHOP = '/dashboard/shop';

/** Spec 002 §2.1: the back link goes to the page that linked here (it says so in the link's state), else the shop. */
function backTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : SHOP;
}

/** /dashboard/shop/product/{productId} (spec 002 §2.8): one plan, its price, and 'Add to sites'. */
export default function ProductPage() {
  const t = useT(shopMessages);
  const { productId = '' } = useParams();
  const location = useLocation();
  const { profile } = useSignedInAccount();
  const plans = usePlans();
  const payment = usePaymentProfile(profile.objectId);
  const [checkout, setCheckout] = useState(false);
  const [done, setDone] = useState<{ change: SubscriptionChange; sites: ReadonlyMap<string, ShopSite> } | null>(null);
  const back = backTarget(location.state);
  const plan = plans.data?.find((p) => p.product === productId);

  const backLink = (
    <Anchor component={Link} to={back} size="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden />
      {back === SHOP ? t('backToShop') : t('back')}
    </Anchor>
  );

  if (plans.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        {backLink}
        <Skeleton h={36} w={200} />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  if (plans.isError || !plan) {
    return (
      <>
        {backLink}
        <PageHeader title={t('planTitle')} />
        {plans.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {loadFailed(t('planLoadFailed'), plans.error)}
          </Alert>
        ) : (
          <EmptyCard icon={<IconSearch aria-hidden />} title={t('noSuchPlan')} description={t('noSuchPlanDescription')} />
        )}
      </>
    );
  }

  return (
    <>
      {backLink}
      <PageHeader title={t('planNamed', { plan: plan.metadata.name })} description={plan.metadata.description} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={t('planDetails')}>
        <Stack gap="lg">
          {plan.metadata.image && <Image src={plan.metadata.image} alt="" radius="md" mah={220} fit="cover" />}
          <Group gap={8} align="baseline">
            <Text fz={36} fw={700} lh={1} data-testid="product-price">
              {priceText(plan.amount, plan.currency)}
            </Text>
            <Text c="dimmed">{t('intervalPerSite', { interval: intervalText(plan) })}</Text>
          </Group>
          {plan.metadata.about && (
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t('aboutPlan')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{plan.metadata.about}</Text>
            </Stack>
          )}
          {payment.isPending ? (
            <Skeleton h={36} w={160} />
          ) : payment.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {loadFailed(t('paymentLoadFailed'), payment.error)}
            </Alert>
          ) : payment.data.canPurchase ? (
            <Group>
              <Button size="md" leftSection={<IconShoppingCart size={18} aria-hidden />} onClick={() => setCheckout(true)}>
                {t('addToSites')}
              </Button>
            </Group>
          ) : (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="non-purchaser">
              {domainText(SHOP_TEXT.nonAdminPurchase)}
            </Alert>
          )}
        </Stack>
      </Paper>
      {payment.data?.canPurchase && (
        <CheckoutDialog
          opened={checkout}
          onClose={() => setCheckout(false)}
          plan={plan}
          userId={profile.objectId}
          profile={payment.data}
          onPurchased={(change, sites) => {
            setCheckout(false);
            setDone({ change, sites });
          }}
        />
      )}
      <PurchaseSuccessDialog change={done?.change ?? null} sites={done?.sites ?? new Map()} onClose={() => setDone(null)} />
    </>
  );
}

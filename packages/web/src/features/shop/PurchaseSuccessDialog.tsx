import { Button, Group, List, Stack, Text } from '@mantine/core';
import { asSubscriptionPlan, type ShopSite, type SubscriptionChange } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { shopMessages } from './messages';
import { pendingPlanText } from './shopText';

/** 'North Pivot 1 (10001)', or the id the answer names when the site is not among those chosen. */
function siteName(siteId: string, sites: ReadonlyMap<string, ShopSite>): string {
  const site = sites.get(siteId) ?? [...sites.values()].find((s) => s.siteId === siteId);
  return site ? `${site.name} (${site.siteId})` : translate(shopMessages, 'siteFallback', { siteId });
}

/**
 * Spec 002 §2.8 the checkout's end: Success, 'Subscription Updated', and the plan changes the
 * purchase queued, which take effect on each farm's next day like every plan change.
 */
export function PurchaseSuccessDialog({
  change,
  sites,
  onClose,
}: {
  change: SubscriptionChange | null;
  sites: ReadonlyMap<string, ShopSite>;
  onClose: () => void;
}) {
  const t = useT(shopMessages);
  return (
    <AppModal opened={change !== null} onClose={onClose} title={t('success')} size="md">
      {change && (
        <Stack gap="sm">
          <Text fw={600} data-testid="purchase-message">
            {domainText(change.message)}
          </Text>
          {change.pending.length > 0 && (
            <>
              <Text size="sm">{t('planChangesNextDay')}</Text>
              <List size="sm" spacing={4} data-testid="purchase-pending">
                {change.pending.map((p) => (
                  <List.Item key={p.siteId}>
                    {siteName(p.siteId, sites)}: {pendingPlanText({ plan: asSubscriptionPlan(p.newPlan), effectiveDay: p.effectiveDay })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('ok')}
        </Button>
      </Group>
    </AppModal>
  );
}

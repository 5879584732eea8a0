import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_ADD_ERROR_MS, type Coupon, type PaymentProfile, type ShopPlan, type ShopSite, type SubscriptionChange } from '@tilth/domain';
import { useEffect, useState } from 'react';
import { errorText } from '../../../ui/apiMessages';
import type { CardToken } from '../cardToken';
import { fetchCustomerSubscriptions, purchase, shopKeys } from '../shopApi';

/**
 * The checkout's choices (farm, sites, coupon, one-off card) and the purchase: it creates the
 * caller's subscription or extends it; a failure shows its message for 6 s and changes nothing.
 */
export function useCheckout({
  opened,
  plan,
  userId,
  profile,
  onPurchased,
}: {
  opened: boolean;
  plan: ShopPlan;
  userId: string;
  profile: PaymentProfile;
  onPurchased: (change: SubscriptionChange, sites: ReadonlyMap<string, ShopSite>) => void;
}) {
  const queryClient = useQueryClient();
  const [farmId, setFarmId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlyMap<string, ShopSite>>(new Map());
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [cardToken, setCardToken] = useState<CardToken | null>(null);
  const [error, setError] = useState<{ text: string; serial: number } | null>(null);
  const subscriptions = useQuery({
    queryKey: shopKeys.subscriptions(userId),
    queryFn: ({ signal }) => fetchCustomerSubscriptions(userId, signal),
    enabled: opened,
    staleTime: 0,
  });

  // Spec 002 §4 "Plan add failure: error message dismissed after 6 s".
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), PLAN_ADD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const buy = useMutation({
    mutationFn: () => purchase(subscriptions.data ?? [], { plan, siteIds: [...chosen.keys()], coupon: coupon?.id, token: cardToken?.id }),
    onSuccess: (change) => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['site-subscription'] });
      onPurchased(change, chosen);
      reset();
    },
    onError: (failure) => {
      setError({ text: errorText(failure), serial: Date.now() });
      // A token is good for one charge: a refused purchase needs the card again.
      setCardToken(null);
    },
  });

  function reset() {
    setFarmId(null);
    setChosen(new Map());
    setCoupon(null);
    setCardToken(null);
    setError(null);
  }

  function toggle(site: ShopSite, checked: boolean) {
    setChosen((old) => {
      const next = new Map(old);
      if (checked) next.set(site.objectId, site);
      else next.delete(site.objectId);
      return next;
    });
  }

  function changeFarm(id: string | null) {
    setFarmId(id);
    setChosen(new Map());
  }

  const customer = profile.stripeCustomerDetails;
  const hasCard = profile.canUseSavedCards
    ? Boolean(customer?.sources.data.some((c) => c.id === customer.default_source))
    : cardToken !== null;

  return {
    farmId,
    changeFarm,
    chosen,
    toggle,
    coupon,
    setCoupon,
    cardToken,
    setCardToken,
    error,
    dismissError: () => setError(null),
    subscriptions,
    buy,
    hasCard,
  };
}

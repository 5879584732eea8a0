import { useQuery } from '@tanstack/react-query';
import { fetchPaymentProfile, fetchPlans, shopKeys } from './shopApi';

/** The plans on sale (GET /plans): the same list for the shop and the product page. */
export const usePlans = () => useQuery({ queryKey: shopKeys.plans, queryFn: ({ signal }) => fetchPlans(signal), staleTime: 5 * 60_000 });

/** What the caller may do in the shop and their saved cards (GET /customers/{userId}). */
export const usePaymentProfile = (userId: string) =>
  useQuery({ queryKey: shopKeys.paymentProfile(userId), queryFn: ({ signal }) => fetchPaymentProfile(userId, signal), staleTime: 0 });

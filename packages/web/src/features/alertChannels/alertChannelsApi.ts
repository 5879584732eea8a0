import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertChannelEndpoints } from '@tilth/domain/alertChannels/endpoints';
import type { AlertChannelState, PhoneState, PushSubscriptionBody } from '@tilth/domain/alertChannels/schemas';
import { call } from '../../api/client';

export const alertChannelKeys = { state: ['alertChannels'] as const, textMessages: ['alertChannels', 'textMessages'] as const };

export function useAlertChannels() {
  return useQuery({ queryKey: alertChannelKeys.state, queryFn: ({ signal }) => call(alertChannelEndpoints.state, { signal }) });
}

/** Keeps the card's state current with a phone answer. */
function usePhoneUpdate() {
  const client = useQueryClient();
  return (phone: PhoneState) =>
    client.setQueryData<AlertChannelState>(alertChannelKeys.state, (state) => (state ? { ...state, phone } : state));
}

export function useSetPhone() {
  const update = usePhoneUpdate();
  return useMutation({ mutationFn: (phone: string) => call(alertChannelEndpoints.setPhone, { body: { phone } }), onSuccess: update });
}

export function useRemovePhone() {
  const update = usePhoneUpdate();
  return useMutation({ mutationFn: () => call(alertChannelEndpoints.removePhone), onSuccess: update });
}

export function useSendCode() {
  const update = usePhoneUpdate();
  return useMutation({ mutationFn: () => call(alertChannelEndpoints.sendCode), onSuccess: update });
}

export function useVerifyCode() {
  const update = usePhoneUpdate();
  return useMutation({ mutationFn: (code: string) => call(alertChannelEndpoints.verifyCode, { body: { code } }), onSuccess: update });
}

export function useSavePushSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionBody) => call(alertChannelEndpoints.subscribe, { body: subscription }),
    onSettled: () => client.invalidateQueries({ queryKey: alertChannelKeys.state }),
  });
}

export function useRemovePushSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => call(alertChannelEndpoints.unsubscribe, { body: { endpoint } }),
    onSettled: () => client.invalidateQueries({ queryKey: alertChannelKeys.state }),
  });
}

export function useTestPush() {
  return useMutation({ mutationFn: () => call(alertChannelEndpoints.testPush) });
}

export function useTextMessages() {
  return useQuery({
    queryKey: alertChannelKeys.textMessages,
    queryFn: ({ signal }) => call(alertChannelEndpoints.textMessages, { query: { limit: 100 }, signal }),
    staleTime: 0,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  disableTwoFactor,
  enableTwoFactor,
  getAccountTwoFactorPolicy,
  getTwoFactor,
  setAccountTwoFactorPolicy,
  startTwoFactorSetup,
} from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey, userKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** The signed-in user's two-factor sign-in (docs/product.md §9): whatever account is selected. */
export const twoFactorKey = () => userKey('two-factor');
/** Whether the selected account requires it of every member. */
export const twoFactorPolicyKey = (globalId: number) => accountKey(globalId, 'two-factor-policy');

export function useTwoFactor() {
  return useQuery({
    queryKey: twoFactorKey(),
    queryFn: ({ signal }) => apiRequest(getTwoFactor, { signal }),
  });
}

/** A new authenticator key (QR code and manual key); on only after `useEnableTwoFactor`. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiRequest(startTwoFactorSetup) });
}

/** The first code turns it on; answers the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof enableTwoFactor>) => apiRequest(enableTwoFactor, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey() }),
  });
}

/** Off again with the password and a code (or a recovery code). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof disableTwoFactor>) => apiRequest(disableTwoFactor, { body }),
    onSuccess: (status) => queryClient.setQueryData(twoFactorKey(), status),
  });
}

export function useTwoFactorPolicy() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: twoFactorPolicyKey(globalId),
    queryFn: ({ signal }) => apiRequest(getAccountTwoFactorPolicy, { signal }),
    enabled: globalId > 0,
  });
}

/** The owner requires (or stops requiring) two-factor sign-in of every member. */
export function useSetTwoFactorPolicy() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => apiRequest(setAccountTwoFactorPolicy, { body: { required } }),
    onSuccess: (policy) => {
      queryClient.setQueryData(twoFactorPolicyKey(globalId), policy);
      void queryClient.invalidateQueries({ queryKey: twoFactorKey() });
    },
  });
}

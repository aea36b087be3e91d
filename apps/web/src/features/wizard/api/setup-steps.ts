import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  createIdvRecord,
  getAuthorizedContacts,
  getCompanyInfo,
  getIdVerificationToken,
  isUserVerified,
  type MetaData,
  prepareDocument,
  resetAccount,
  saveAuthorizedContact,
  saveCompanyInfo,
  signDocument,
  submitIdVerification,
  uploadIdImage,
} from '@vanbid/contract';
import type { SignedDocumentKind } from '@vanbid/domain';
import { userMetaKey } from '../../../lib/api/user-meta';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

type Body<E> = Omit<BodyOf<E>, 'globalId'>;

const setupKey = (globalId: number, ...parts: string[]) => accountKey(globalId, 'setup', ...parts);

/** After a step: the cached setup flags take the answer's (or are fetched again). */
function useMetaRefresh() {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return async (metaData?: MetaData) => {
    if (metaData) queryClient.setQueryData([...userMetaKey(globalId), 'company'], metaData);
    await queryClient.invalidateQueries({ queryKey: userMetaKey(globalId) });
  };
}

export function useCompanyInfo() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: setupKey(globalId, 'company'),
    queryFn: ({ signal }) => apiRequest(getCompanyInfo, { signal }).then((data) => data.company),
  });
}

export function useSaveCompany() {
  const refresh = useMetaRefresh();
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return useMutation({
    mutationFn: (body: Body<typeof saveCompanyInfo>) => apiRequest(saveCompanyInfo, { body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(setupKey(globalId, 'company'), data.company);
      await refresh(data.metaData);
    },
  });
}

export function useContacts() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: setupKey(globalId, 'contacts'),
    queryFn: ({ signal }) => apiRequest(getAuthorizedContacts, { signal }).then((data) => data.contacts),
  });
}

export function useSaveContact() {
  const refresh = useMetaRefresh();
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return useMutation({
    mutationFn: (body: Body<typeof saveAuthorizedContact>) => apiRequest(saveAuthorizedContact, { body }),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: setupKey(globalId, 'contacts') });
      await refresh(data.metaData);
    },
  });
}

export function useVerification() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: setupKey(globalId, 'verification'),
    queryFn: ({ signal }) => apiRequest(isUserVerified, { query: {}, signal }),
    // A reviewer decides elsewhere: look again while the check waits.
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 5_000 : false),
  });
}

/** Asked again this long before the provider's token runs out. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

/**
 * The provider's session for the capture screens (`POST /integrations/sumsub/get_access_token`):
 * opens the check (its reference) and is renewed before it expires, while `enabled`.
 */
export function useIdCaptureSession(enabled: boolean) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: setupKey(globalId, 'id-capture-session'),
    queryFn: () => apiRequest(getIdVerificationToken, {}),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : Number.NaN;
      return Number.isNaN(expiresAt)
        ? false
        : Math.max(expiresAt - Date.now() - TOKEN_RENEWAL_MARGIN_MS, 30_000);
    },
  });
}

/**
 * Records the signed-in person's verification on the selected account
 * (`POST /admin/authorizedContacts/createIdvRecord`): an ID verified before, for another company or
 * as a contact invitee, counts here too; then the setup flags are read again.
 */
export function useRecordVerification() {
  const refresh = useMetaRefresh();
  return useMutation({
    mutationFn: () => apiRequest(createIdvRecord, {}),
    onSuccess: () => refresh(),
  });
}

export function useVerificationWrites() {
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  const refresh = useMetaRefresh();
  const store = (data: unknown) => queryClient.setQueryData(setupKey(globalId, 'verification'), data);
  const upload = useMutation({
    mutationFn: (body: Body<typeof uploadIdImage>) => apiRequest(uploadIdImage, { body }),
    onSuccess: (data) =>
      queryClient.invalidateQueries({ queryKey: setupKey(globalId, 'verification') }).then(() => data),
  });
  const submit = useMutation({
    mutationFn: (body: Body<typeof submitIdVerification>) => apiRequest(submitIdVerification, { body }),
    onSuccess: (data) => {
      store({ ...data, verified: data.state === 'approved' });
      return refresh();
    },
  });
  return { upload, submit, refresh };
}

export function usePrepareDocument(kind: SignedDocumentKind) {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: setupKey(globalId, 'document', kind),
    queryFn: () => apiRequest(prepareDocument, { params: { kind } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useSignDocument(kind: SignedDocumentKind) {
  const refresh = useMetaRefresh();
  const queryClient = useQueryClient();
  const globalId = useSession()?.globalId ?? 0;
  return useMutation({
    mutationFn: (body: Body<typeof signDocument>) => apiRequest(signDocument, { params: { kind }, body }),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: setupKey(globalId, 'signed') });
      await refresh(data.metaData);
    },
  });
}

export function useResetAccount() {
  const refresh = useMetaRefresh();
  return useMutation({
    mutationFn: () => apiRequest(resetAccount),
    onSuccess: (data) => refresh(data.metaData),
  });
}

export { useMetaRefresh };

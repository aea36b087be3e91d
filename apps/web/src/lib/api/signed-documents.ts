import { useQuery } from '@tanstack/react-query';
import { listSignedDocuments } from '@vanbid/contract';
import { apiRequest } from '../api-client';
import { accountKey } from '../query-keys';
import { useSession } from '../session';

export const signedDocumentsKey = (globalId: number) => accountKey(globalId, 'setup', 'signed');

/** The account's signed documents (the wizard's insertion order and payment authorization). */
export function useSignedDocuments() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: signedDocumentsKey(globalId),
    queryFn: ({ signal }) => apiRequest(listSignedDocuments, { signal }).then((data) => data.documents),
  });
}

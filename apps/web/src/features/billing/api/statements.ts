import { useQuery } from '@tanstack/react-query';
import { getStatement, listStatements } from '@vanbid/contract';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** The account's monthly statements (every past month). */
export const statementsKey = (globalId: number) => accountKey(globalId, 'statements');

export function useStatements() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: statementsKey(globalId),
    queryFn: ({ signal }) => apiRequest(listStatements, { signal }),
    enabled: globalId > 0,
    staleTime: 5 * 60_000,
  });
}

/** One month's statement as the PDF the server writes. */
export const fetchStatement = (month: string) => apiFile(getStatement, { params: { month } });

import { useQuery } from '@tanstack/react-query';
import { getAllDetails } from '@vanbid/contract';
import { can, type Permission } from '@vanbid/domain';
import { apiRequest } from './api-client';
import { userKey } from './query-keys';
import { useSession } from './session';

/**
 * Whether the signed-in user's role in the selected company allows it (docs/product.md §9, "Roles"):
 * the web hides what the server would refuse. False until the role is known.
 */
export function useCan(permission: Permission): boolean {
  return can(useContactType(), permission);
}

/** The signed-in user's role in the selected company (`Owner`, …); undefined until known. */
export function useContactType(): string | undefined {
  const globalId = useSession()?.globalId ?? 0;
  const companies = useQuery({
    queryKey: userKey('companies'),
    queryFn: ({ signal }) => apiRequest(getAllDetails, { signal }).then((data) => data.companies),
    staleTime: 5 * 60_000,
  });
  return companies.data?.find((company) => company.globalId === globalId)?.contactType;
}

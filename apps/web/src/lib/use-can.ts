import { useQuery } from '@tanstack/react-query';
import { getAllDetails } from '@vanbid/contract';
import {
  type ContactType,
  CUSTOMER_ACTS,
  can,
  canChange,
  canGrantRole,
  canSessionChange,
  grantableRoles,
  type Permission,
} from '@vanbid/domain';
import { apiRequest } from './api-client';
import { userKey } from './query-keys';
import { useSession } from './session';

/** The signed-in user's role in the selected company, and whether Vanbid support acts for them. */
function useSessionRoles() {
  const session = useSession();
  const globalId = session?.globalId ?? 0;
  const companies = useQuery({
    queryKey: userKey('companies'),
    queryFn: ({ signal }) => apiRequest(getAllDetails, { signal }).then((data) => data.companies),
    staleTime: 5 * 60_000,
  });
  return {
    contactType: companies.data?.find((company) => company.globalId === globalId)?.contactType,
    sessionRole: session?.tokenMetaData?.user.role,
  };
}

/**
 * Whether this session may make the changes of `permission` in the selected company
 * (docs/product.md §1, "Roles", and §9, "Guest sessions"): the role allows it, and a Vanbid
 * support session never changes money or the team. The web hides what the server would refuse.
 * False until the role is known.
 */
export function useCan(permission: Permission): boolean {
  return canChange(useSessionRoles(), permission);
}

/**
 * Whether this session may make the customer's own acts: sign the insertion order and the
 * payment authorization, verify identity, start the setup over (docs/product.md §9, "Guest
 * sessions"). Any member does them for themselves; a Vanbid support session never.
 */
export function useCanMakeCustomerActs(): boolean {
  return canSessionChange(useSession()?.tokenMetaData?.user.role, CUSTOMER_ACTS);
}

/** The signed-in user's role in the selected company (`Owner`, …); undefined until known. */
export function useContactType(): string | undefined {
  return useSessionRoles().contactType;
}

/** Whether Vanbid support acts for the user in this session (a guest session, docs/product.md §9). */
export function useIsSupportSession(): boolean {
  return useSession()?.tokenMetaData?.user.role === 'guest';
}

/** Whether the role may see what `permission` covers (the team's invites, the activity log). */
export function useCanSee(permission: Permission): boolean {
  return can(useSessionRoles().contactType, permission);
}

/**
 * What this session may give, change or take away (docs/product.md §1, "Roles"): `roles`, the
 * ones a role picker offers, and `canGrant(role)` for a member's or invite's own role (`contactType`:
 * the session's own). Nothing
 * for a support session.
 */
export function useRoleGrants(): {
  contactType: string | undefined;
  roles: ContactType[];
  canGrant: (role: string) => boolean;
} {
  const { contactType, sessionRole } = useSessionRoles();
  const mayChangeTeam = sessionRole !== 'guest';
  return {
    contactType,
    roles: mayChangeTeam ? grantableRoles(contactType) : [],
    canGrant: (role) => mayChangeTeam && canGrantRole(contactType, role),
  };
}

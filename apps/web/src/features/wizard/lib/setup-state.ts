import { type QueryClient, useQuery } from '@tanstack/react-query';
import { computeWizardStep, type SetupFlags, type WizardStep } from '@vanbid/domain';
import {
  type CompanyMetaData,
  type ContactMetaData,
  companyUserMetaQueryOptions,
  contactUserMetaQueryOptions,
} from '../../../lib/api/user-meta';

export interface SetupState {
  flags: SetupFlags;
  isContactInvitee: boolean;
  isMainAccount: boolean;
  /** The wizard step the user must finish, or `null` when setup is done. */
  step: WizardStep | null;
}

/**
 * Joins the two setup sources (docs/product.md §3): an authorized-contact invitee's ID
 * verification and insertion order are their own; everything else is the account's.
 */
export function deriveSetupState(company: CompanyMetaData, contact: ContactMetaData): SetupState {
  const { walletWelcomeDismissed: _preference, isMainAccount, ...accountFlags } = company;
  const isContactInvitee = contact.isContactInvitee;
  const flags: SetupFlags = isContactInvitee
    ? {
        ...accountFlags,
        identity_verification: contact.identity_verification,
        signed_insertion_order: contact.signed_insertion_order,
      }
    : accountFlags;
  return {
    flags,
    isContactInvitee,
    isMainAccount,
    step: computeWizardStep(flags, { isContactInvitee, isMainAccount }),
  };
}

/** Loads (or reads from the cache) the selected account's setup state; used by the route guards. */
export async function loadSetupState(queryClient: QueryClient, globalId: number): Promise<SetupState> {
  const [company, contact] = await Promise.all([
    queryClient.ensureQueryData(companyUserMetaQueryOptions(globalId)),
    queryClient.ensureQueryData(contactUserMetaQueryOptions(globalId)),
  ]);
  return deriveSetupState(company, contact);
}

/** The setup state for a component; `undefined` while loading. */
export function useSetupState(globalId: number): SetupState | undefined {
  const company = useQuery(companyUserMetaQueryOptions(globalId));
  const contact = useQuery(contactUserMetaQueryOptions(globalId));
  if (!company.data || !contact.data) return undefined;
  return deriveSetupState(company.data, contact.data);
}

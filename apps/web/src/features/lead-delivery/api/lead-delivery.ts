import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  createDeliveryDestination,
  deleteDeliveryDestination,
  getDeliveryAttempts,
  getLeadDeliveryRecord,
  listCampaigns,
  listDeliveryDestinations,
  listDeliveryMobileNumbers,
  listDestinationDeliveries,
  resendDelivery,
  rotateDeliverySecret,
  sendTestLead,
  updateDeliveryDestination,
} from '@vanbid/contract';
import type { DeliveryStatus } from '@vanbid/domain';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const leadDeliveryKey = (globalId: number, ...rest: unknown[]) =>
  accountKey(globalId, 'lead-delivery', ...rest);

/** The log's filters and page, as sent. */
export interface DeliveryLogFilters {
  status?: DeliveryStatus | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}
export type NewDestination = BodyOf<typeof createDeliveryDestination>;

const useGlobalId = () => useSession()?.globalId ?? 0;

/** The account's destinations. */
export function useDestinations() {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: leadDeliveryKey(globalId, 'destinations'),
    queryFn: ({ signal }) =>
      apiRequest(listDeliveryDestinations, { signal }).then((data) => data.destinations),
    enabled: globalId > 0,
  });
}

/** The account's confirmed mobile numbers a text destination can send to. */
export function useDeliveryMobileNumbers(isEnabled: boolean) {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: leadDeliveryKey(globalId, 'mobile-numbers'),
    queryFn: ({ signal }) => apiRequest(listDeliveryMobileNumbers, { signal }).then((data) => data.numbers),
    enabled: globalId > 0 && isEnabled,
  });
}

/** The account's campaigns a destination can be limited to. */
export function useCampaignChoices() {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: leadDeliveryKey(globalId, 'campaigns'),
    queryFn: ({ signal }) =>
      apiRequest(listCampaigns, { signal }).then((data) =>
        data.campaigns.map((campaign) => ({ id: campaign.campaignId, nickname: campaign.campaignNickname })),
      ),
    enabled: globalId > 0,
  });
}

/** One destination's log page with its filters. */
export function useDeliveryLog(destinationId: number, filters: DeliveryLogFilters) {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: [...leadDeliveryKey(globalId, 'log', String(destinationId)), filters],
    queryFn: ({ signal }) =>
      apiRequest(listDestinationDeliveries, { params: { id: destinationId }, query: filters, signal }),
    enabled: globalId > 0,
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryAttempts(deliveryId: number | null) {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: leadDeliveryKey(globalId, 'attempts', String(deliveryId)),
    queryFn: ({ signal }) => apiRequest(getDeliveryAttempts, { params: { id: deliveryId! }, signal }),
    enabled: globalId > 0 && deliveryId !== null,
  });
}

/** Where one lead went: each destination, each attempt (the lead detail embeds it). */
export function useLeadDeliveryRecord(leadId: number) {
  const globalId = useGlobalId();
  return useQuery({
    queryKey: leadDeliveryKey(globalId, 'lead', String(leadId)),
    queryFn: ({ signal }) =>
      apiRequest(getLeadDeliveryRecord, { params: { id: leadId }, signal }).then((data) => data.deliveries),
    enabled: globalId > 0,
  });
}

/** Every change refreshes the destinations and the logs. */
export function useDestinationWrites() {
  const globalId = useGlobalId();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: leadDeliveryKey(globalId) });
  return {
    add: useMutation({
      mutationFn: (body: NewDestination) => apiRequest(createDeliveryDestination, { body }),
      onSuccess,
    }),
    setPaused: useMutation({
      mutationFn: ({ id, isPaused }: { id: number; isPaused: boolean }) =>
        apiRequest(updateDeliveryDestination, { params: { id }, body: { isPaused } }),
      onSuccess,
    }),
    setPhones: useMutation({
      mutationFn: ({ id, phones }: { id: number; phones: string[] }) =>
        apiRequest(updateDeliveryDestination, { params: { id }, body: { phones } }),
      onSuccess,
    }),
    rotate: useMutation({
      mutationFn: ({ id, ...body }: { id: number; url?: string; key?: string }) =>
        apiRequest(rotateDeliverySecret, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest(deleteDeliveryDestination, { params: { id } }),
      onSuccess,
    }),
    sendTest: useMutation({
      mutationFn: (id: number) => apiRequest(sendTestLead, { params: { id } }).then((data) => data.delivery),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (id: number) =>
        apiRequest(resendDelivery, { params: { id } }).then((data) => data.delivery),
      onSuccess,
    }),
  };
}

import { useQuery } from '@tanstack/react-query';
import { listOfferVolumes } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const offerVolumesKey = (globalId: number) => accountKey(globalId, 'offer-volumes');

/** What a campaign of each open offer bought a week lately, by offer id; empty until known. */
export function useOfferVolumes(): ReadonlyMap<number, number | null> {
  const globalId = useSession()?.globalId ?? 0;
  const volumes = useQuery({
    queryKey: offerVolumesKey(globalId),
    queryFn: ({ signal }) => apiRequest(listOfferVolumes, { signal }),
    enabled: globalId > 0,
    staleTime: 60 * 60_000,
    select: (data) => new Map(data.volumes.map((volume) => [volume.campaignId, volume.perWeek])),
  });
  return volumes.data ?? new Map();
}

import { useQuery } from '@tanstack/react-query';
import { getFeatures } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';

/** The switches the portal knows, each gating the screens it names (feature-screens.ts). */
export type FeatureName = 'wallet' | 'brandedCalls' | 'tutorials' | 'campaignCreation';

export const featuresKey = () => ['features'] as const;

/** The feature switches (the same for every account); a switch not named is on. */
export function useFeatures() {
  return useQuery({
    queryKey: featuresKey(),
    queryFn: ({ signal }) => apiRequest(getFeatures, { signal }),
    select: (data) => data.features,
    staleTime: 5 * 60_000,
  });
}

export function isFeatureOn(features: Record<string, boolean> | undefined, name: FeatureName): boolean {
  return features?.[name] !== false;
}

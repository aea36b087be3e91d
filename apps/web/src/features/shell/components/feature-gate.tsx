import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isFeatureOn, useFeatures } from '../api/features';
import { featureOfPath } from '../feature-screens';

// Loaded only when a switched-off feature's page is asked for.
const FeatureUnavailable = lazy(() =>
  import('./feature-unavailable').then((m) => ({ default: m.FeatureUnavailable })),
);

/** The page, unless its feature is switched off: then a notice that it is not available. */
export function FeatureGate({ children }: { children: ReactNode }) {
  const feature = featureOfPath(useLocation().pathname);
  const features = useFeatures();
  if (!feature) return children;
  // A gated page waits for the switches (read once, kept for minutes) rather than flash.
  if (features.isPending) return null;
  if (isFeatureOn(features.data, feature)) return children;
  return (
    <Suspense fallback={null}>
      <FeatureUnavailable feature={feature} />
    </Suspense>
  );
}

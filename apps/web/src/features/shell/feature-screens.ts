import type { FeatureName } from './api/features';

/** The screens each feature switch gates, by path prefix. */
export const FEATURE_SCREENS: Readonly<Record<FeatureName, { label: string; paths: readonly string[] }>> = {
  wallet: { label: 'The wallet', paths: ['/wallet'] },
  brandedCalls: { label: 'Free branded calls', paths: ['/free-branded-calls', '/branded-dashboard'] },
  tutorials: { label: 'Tutorials', paths: ['/tutorial'] },
  campaignCreation: { label: 'Creating a campaign', paths: ['/campaign-creation'] },
};

/** The feature whose screen this path is, if any. */
export function featureOfPath(pathname: string): FeatureName | undefined {
  const entries = Object.entries(FEATURE_SCREENS) as [FeatureName, { paths: readonly string[] }][];
  return entries.find(([, screen]) =>
    screen.paths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  )?.[0];
}

import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';
import { useMarkPatchesViewed, useUnseenPatches } from '../api/content';

// Loaded only when there is something new to tell.
const WhatsNewDialog = lazy(() => import('./whats-new-dialog').then((m) => ({ default: m.WhatsNewDialog })));

/** The release notes since the user's last visit, once; closing marks them seen. */
export function WhatsNew() {
  const isGuest = useSession()?.tokenMetaData?.user.role === 'guest';
  const patches = useUnseenPatches();
  const markViewed = useMarkPatchesViewed();
  const unseen = patches.data ?? [];
  // Support signed in as a guest does not use up the owner's "What's new".
  if (isGuest || unseen.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WhatsNewDialog unseen={unseen} onClose={() => markViewed.mutate(unseen.map((patch) => patch._id))} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';

// Loaded only for support guest sessions: customers never download the chip.
const GuestChip = lazy(() => import('./guest-chip').then((m) => ({ default: m.GuestChip })));

/** Marks a support guest session (a super-admin acting for the user, docs/product.md §9). */
export function GuestBadge() {
  const session = useSession();
  if (session?.tokenMetaData?.user.role !== 'guest') return null;
  return (
    <Suspense fallback={null}>
      <GuestChip />
    </Suspense>
  );
}

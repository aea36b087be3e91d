import Chip from '@mui/material/Chip';
import { useSession } from '../../../lib/session';

/** Marks a support guest session (a super-admin acting for the user, docs/product.md §9). */
export function GuestBadge() {
  const session = useSession();
  if (session?.tokenMetaData?.user.role !== 'guest') return null;
  return <Chip label="Guest session" color="warning" size="small" sx={{ fontWeight: 700 }} />;
}

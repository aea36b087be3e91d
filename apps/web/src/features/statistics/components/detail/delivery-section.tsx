import type { ReactNode } from 'react';
import { DetailSection } from './detail-parts';

/**
 * The lead's delivery record (each destination, each attempt). The record itself belongs to the
 * lead delivery feature; the route composes it in (app/routes/lead-detail-route.tsx).
 */
export function DeliverySection({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <DetailSection title="Delivery">{children}</DetailSection>;
}

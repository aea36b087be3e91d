/**
 * Where the lead's delivery record goes (each destination, each attempt): the lead delivery
 * feature fills this slot. Nothing to show yet, so it renders nothing.
 */
export function DeliverySection(_props: { leadId: number }) {
  return null;
}

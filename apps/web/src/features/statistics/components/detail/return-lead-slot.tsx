/** Where the Return button of buyer protection goes, beside the lead's title. None yet: renders nothing. */
export function ReturnLeadSlot(_props: { leadId: number }) {
  return null;
}

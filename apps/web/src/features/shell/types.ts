/** The per-route display flags of the header (docs/product.md §2, "Routing rules"). */
export interface HeaderFlags {
  periodSelector: boolean;
  timeZoneSelector: boolean;
  companySelect: boolean;
  campaignDisplaySelect: boolean;
  backArrow: boolean;
  outOfFundsNotice: boolean;
}

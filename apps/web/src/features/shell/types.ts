/** The per-route display flags of the header (spec §2 "Per-route display flags"). */
export interface HeaderFlags {
  periodSelector: boolean;
  timeZoneSelector: boolean;
  companySelect: boolean;
  campaignDisplaySelect: boolean;
  backArrow: boolean;
  outOfFundsNotice: boolean;
}

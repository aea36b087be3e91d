export { applyCallEvent, type CallBody, type CallEvent, offerCall } from './call-events';
export { type CallStateRow, findCall } from './call-state.queries';
export { type CandidateRow, lockCampaigns } from './candidates.queries';
export { auctionLead, type MarketState } from './lead-auction';
export { sellLeads, sellLeadWithin } from './lead-sale';
export { type LeadBody, toLeadOffer } from './leads.service';
export { marketOf } from './market-snapshot';
export { SNAPSHOT_COLUMNS, type SnapshotRows } from './market-snapshot.queries';
export { marketplaceJobs, RING_TIMEOUT_JOB } from './marketplace.jobs';
export { marketplaceRoutes } from './marketplace.routes';
export { formatPhone, moveDistance } from './offer-context';
export {
  authenticatePublisher,
  createPublisher,
  DEMO_PUBLISHER_KEY_FILE,
  demoPublisherNotice,
  ensureDemoPublisher,
  PUBLISHER_KEY_HEADER,
  revokePublisher,
} from './publishers';

export type { CandidateRow } from './candidates.queries';
export { startDemoSimulator } from './demo-simulator';
export { auctionLead, type MarketState } from './lead-auction';
export { sellLeads } from './lead-sale';
export { toLeadOffer } from './leads.service';
export { SNAPSHOT_COLUMNS } from './market-snapshot.queries';
export { marketplaceJobs, RING_TIMEOUT_JOB } from './marketplace.jobs';
export { marketplaceRoutes } from './marketplace.routes';
export { type EasternMoment, easternMoment } from './offer-context';
export { findOpenOffer, listAvailableOffers, type OfferRow } from './offers.queries';
export { replayCall, replayCallEvent, replayLead } from './past-traffic';
export {
  authenticatePublisher,
  createPublisher,
  DEMO_PUBLISHER_KEY_FILE,
  demoPublisherNotice,
  ensureDemoPublisher,
  PUBLISHER_KEY_HEADER,
  revokePublisher,
} from './publishers';
export { startSimulator } from './simulator';
export {
  type CallScript,
  callScript,
  HOUR_WEIGHTS,
  type Random,
  randomLead,
  randomPhone,
  type ZipData,
} from './traffic';

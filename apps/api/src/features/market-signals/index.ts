export { updateCompetitiveness } from './competitiveness';
export { type MarketSignalsCommand, parseMarketSignalsCommand } from './market-signals.command';
export { COMPETITIVENESS_JOB, MIN_BID_RECALCULATION_JOB, marketSignalsJobs } from './market-signals.jobs';
export { marketSignalsRoutes } from './market-signals.routes';
export { recalculateMinimumBids } from './min-bid-recalculation';
export { countDecisions, findSignalCampaign, listPastAuctions } from './signals.queries';

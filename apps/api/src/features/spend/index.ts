export { listCampaignSpend } from './spend.queries';
export { spendRoutes } from './spend.routes';
export { listCaps } from './spend.service';

export { type EasternCell, minimumAt } from './bids.queries';
export { bidsRoutes } from './bids.routes';

export { returnsRoutes } from './returns.routes';
export { requestReturnOf } from './returns.service';
export { decideReturnReviewOf } from './returns-support';

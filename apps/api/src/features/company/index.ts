export { getCompanyName, mergeAccountMeta } from './company.queries';
export { companyRoutes } from './company.routes';

export { getCompanyName, mergeAccountMeta, mergeContactMeta } from './company.queries';
export { companyRoutes } from './company.routes';
export { getCompanyMetaData, markSetupStep } from './company.service';

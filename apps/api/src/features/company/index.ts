export { getCompanyName, mergeAccountMeta, mergeContactMeta, readAccountMeta } from './company.queries';
export { companyRoutes } from './company.routes';
export { getCompanyMetaData, markSetupStep } from './company.service';

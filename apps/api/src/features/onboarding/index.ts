export { onboardingRoutes } from './onboarding.routes';
export { contactValues, readCompanyInfo, toWireContact } from './onboarding.service';

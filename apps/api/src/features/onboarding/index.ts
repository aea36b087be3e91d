export { onboardingRoutes } from './onboarding.routes';
export { readCompanyInfo } from './onboarding.service';

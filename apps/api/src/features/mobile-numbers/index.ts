export { shortenedText, toGsmText } from './gsm-text';
export { type LeadForText, type LeadTextOutcome, leadTextBody, sendLeadText } from './lead-text';
export { verifiedNumbersOf } from './mobile-numbers.queries';
export { mobileNumbersRoutes } from './mobile-numbers.routes';

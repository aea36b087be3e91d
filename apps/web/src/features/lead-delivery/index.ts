export { LeadDeliveryRecord } from './components/lead-delivery-record';

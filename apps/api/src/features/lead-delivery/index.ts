export { type DeliveryDeps, deliverDue, LEAD_DELIVERY_JOB } from './deliver';
export { deliveryDepsOf } from './delivery-deps';
export { requestLeadDeliveries, type SoldRecord } from './delivery-requests';
export { createDemoDestinations } from './demo-destinations';
export { DEMO_RECEIVER_PATH, demoReceiverRoutes } from './demo-receiver.routes';
export { LEAD_DELIVERY_SWEEP_JOB, leadDeliveryJobs, queueDeliveries } from './lead-delivery.jobs';
export { leadDeliveryRoutes } from './lead-delivery.routes';

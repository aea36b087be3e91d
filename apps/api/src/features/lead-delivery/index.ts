export type { DeliveryChannel } from './channels/index';
export { type DeliveryDeps, deliverDue } from './deliver';
export { deliveryDepsOf } from './delivery-deps';
export { requestLeadDeliveries, type SoldRecord } from './delivery-requests';
export { handOffDeliveries, isDeliveringHere, startDeliveryWorker } from './delivery-worker';
export { createDemoDestinations } from './demo-destinations';
export { DEMO_RECEIVER_PATH, demoReceiverRoutes } from './demo-receiver.routes';
export { startLeadDelivery } from './lead-delivery.jobs';
export { leadDeliveryRoutes } from './lead-delivery.routes';

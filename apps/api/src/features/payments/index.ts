export { getMethodWithCustomer } from './method-with-customer';
export { methodDisplayName } from './payment-methods.mapper';
export { listActiveMethods } from './payment-methods.queries';
/** `saveMethod` stores an attached method inside the caller's transaction (the factories use it). */
export { saveMethod } from './payment-methods.service';
export { paymentsRoutes } from './payments.routes';

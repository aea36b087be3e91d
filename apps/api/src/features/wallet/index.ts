export { maybeAutoRecharge } from './auto-recharge';
export {
  AUTO_RECHARGE_JOB,
  AUTO_RECHARGE_SWEEP_JOB,
  autoRechargeJobs,
  queueRechargeRequests,
} from './auto-recharge.jobs';
export { requestAutoRecharge, settleRechargeRequest } from './auto-recharge-requests';
export { type FailedMovement, recordFailedMovement } from './failed-movements';
/**
 * `postMovement`, `creditFromMethod`, `withdrawToMethod`, `recordFailedMovement` and
 * `upsertRecharge` are for the factories that build money data. A sale (a lead or a call) is paid only through `debitForSales` (wallets locked and checked,
 * a batch at once) or `debitForSale` (one sale, its wallet locked here), which ends in it.
 */
export {
  creditForReturn,
  debitForSale,
  debitForSales,
  postMovement,
  type SaleCredit,
  type SaleDebit,
} from './ledger';
export { creditFromMethod, type Movement, withdrawToMethod } from './method-movements';
export { upsertRecharge } from './recharge.queries';
export { walletRoutes } from './wallet.routes';

export { maybeAutoRecharge } from './auto-recharge';
export {
  AUTO_RECHARGE_JOB,
  AUTO_RECHARGE_SWEEP_JOB,
  autoRechargeJobs,
  queueRechargeRequests,
} from './auto-recharge.jobs';
export { requestAutoRecharge, settleRechargeRequest } from './auto-recharge-requests';
/**
 * `postMovement`, `creditFromMethod` and `upsertRecharge` are for the factories that build money
 * data; `changeBalance` and `recordMovement` for a sale that debits the wallet in its own transaction,
 * `debitForSales` for a batch of sales whose wallets are locked and checked.
 */
export { changeBalance, debitForSales, postMovement, recordMovement, type SaleDebit } from './ledger';
export { creditFromMethod, type Movement } from './method-movements';
export { upsertRecharge } from './recharge.queries';
export { walletRoutes } from './wallet.routes';
export { debitWallet } from './wallet.service';

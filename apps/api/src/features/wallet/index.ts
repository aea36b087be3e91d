export { maybeAutoRecharge } from './auto-recharge';
/** `postMovement`, `creditFromMethod` and `upsertRecharge` are for the factories that build money data. */
export { postMovement } from './ledger';
export { creditFromMethod, type Movement } from './method-movements';
export { upsertRecharge } from './recharge.queries';
export { walletRoutes } from './wallet.routes';
export { debitWallet } from './wallet.service';

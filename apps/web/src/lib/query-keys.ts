/** Keys of data that belong to one account: switching accounts never shows another's data. */
export function accountKey(globalId: number, ...parts: readonly unknown[]) {
  return ['account', globalId, ...parts] as const;
}

/** Keys of data that belong to the signed-in user, whatever account is selected. */
export function userKey(...parts: readonly unknown[]) {
  return ['user', ...parts] as const;
}

/**
 * Every cached statistics query of the account (record pages, dashboards, campaign options):
 * the statistics feature builds its keys on it; live updates (`live-updates.ts`) refresh it.
 */
export const statisticsKey = (globalId: number) => accountKey(globalId, 'statistics');

/** Every cached read of the account's returns (the page, the rates, an item's options). */
export const returnsKey = (globalId: number) => accountKey(globalId, 'returns');

/**
 * What each lead or call's Return button and dialog are told (window, cap, whether it can be
 * returned): they change with the return settings, which the settings feature saves.
 */
export const returnOptionsKey = (globalId: number) => [...returnsKey(globalId), 'item'] as const;

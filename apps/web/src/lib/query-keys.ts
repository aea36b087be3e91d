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

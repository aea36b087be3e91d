/** Keys of data that belong to one account: switching accounts never shows another's data. */
export function accountKey(globalId: number, ...parts: readonly unknown[]) {
  return ['account', globalId, ...parts] as const;
}

/** Keys of data that belong to the signed-in user, whatever account is selected. */
export function userKey(...parts: readonly unknown[]) {
  return ['user', ...parts] as const;
}

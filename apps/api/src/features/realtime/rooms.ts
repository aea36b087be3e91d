/** The Socket.IO room of one account: its users' sockets, and the target of its events. */
export function accountRoom(accountId: number): string {
  return `account:${accountId}`;
}

/** The Socket.IO room of one user's sockets, whatever the account: revocation disconnects it. */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** The Socket.IO room of one user's sockets on one account: removing the member disconnects it. */
export function memberRoom(accountId: number, userId: number): string {
  return `member:${accountId}:${userId}`;
}

/** The Socket.IO room of one account: its users' sockets, and the target of its events. */
export function accountRoom(accountId: number): string {
  return `account:${accountId}`;
}

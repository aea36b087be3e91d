import type { Socket } from 'socket.io';

/** setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;
const timers = new WeakMap<Socket, NodeJS.Timeout>();

/**
 * Disconnects the socket when the token it signed in with expires (`exp` in seconds), as the
 * HTTP guard would refuse it then. A later `login` on the socket replaces the timer.
 */
export function disconnectAtExpiry(socket: Socket, exp: number): void {
  clearTimeout(timers.get(socket));
  const remainingMs = exp * 1000 - Date.now();
  if (remainingMs <= 0) {
    socket.disconnect(true);
    return;
  }
  const timer = setTimeout(() => disconnectAtExpiry(socket, exp), Math.min(remainingMs, LONGEST_TIMEOUT_MS));
  timers.set(socket, timer.unref());
}

/** Stops the socket's expiry timer (it has disconnected). */
export function forgetExpiry(socket: Socket): void {
  clearTimeout(timers.get(socket));
  timers.delete(socket);
}

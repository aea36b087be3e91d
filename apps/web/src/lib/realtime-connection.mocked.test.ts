// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
const fakeSocket = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  active: false,
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  },
  connect: vi.fn(),
  close: vi.fn(),
}));
vi.mock('socket.io-client', () => ({ io: () => fakeSocket }));

const { connectRealtime } = await import('./realtime-connection');

/** The server closes the socket for `reason` (Socket.IO's disconnect reason). */
function disconnectedBy(reason: string) {
  fakeSocket.listeners.get('disconnect')!(reason);
}

describe('connectRealtime when the server ends the socket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    fakeSocket.connect.mockClear();
  });

  it('checks the session; one revoked or expired (its 401 signs the browser out) is not reconnected', async () => {
    const checkSession = vi.fn().mockRejectedValue(new Error('Your session has ended'));
    connectRealtime({ token: 't', globalId: 1 }, checkSession);
    disconnectedBy('io server disconnect');
    await vi.runAllTimersAsync();
    expect(checkSession).toHaveBeenCalledOnce();
    expect(fakeSocket.connect).not.toHaveBeenCalled();
  });

  it('connects again when the session still holds (a server restart)', async () => {
    const checkSession = vi.fn().mockResolvedValue({});
    connectRealtime({ token: 't', globalId: 1 }, checkSession);
    disconnectedBy('io server disconnect');
    await vi.runAllTimersAsync();
    expect(fakeSocket.connect).toHaveBeenCalledOnce();
  });

  it('leaves a dropped connection to Socket.IO’s own reconnection', async () => {
    const checkSession = vi.fn();
    connectRealtime({ token: 't', globalId: 1 }, checkSession);
    disconnectedBy('transport close');
    await vi.runAllTimersAsync();
    expect(checkSession).not.toHaveBeenCalled();
  });
});

import { existsSync, readFileSync } from 'node:fs';

/** How often the server's process is looked at, and how long between two tries to start it again. */
const WATCH_INTERVAL_MS = 500;
const RETRY_INTERVAL_MS = 1_000;

/** Whether a process runs (a zombie, waiting to be reaped, does not). */
export function isRunning(pid: number): boolean {
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      return state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface Supervisor {
  /** Stops watching; resolves once a restart under way has ended. */
  stop(): Promise<void>;
}

/**
 * Watches the embedded server's process and starts it again when it dies (killed, out of memory):
 * the API keeps running and answers 503 meanwhile, and its pools reconnect once it is back. A
 * start that fails (the dead server's sessions still hold its memory for a moment) is tried again.
 */
export function superviseServer(options: {
  pid: () => number | undefined;
  restart: () => Promise<void>;
  onNotice: (message: string) => void;
}): Supervisor {
  let isStopped = false;
  let restarting: Promise<void> | undefined;
  const restartUntilRunning = async () => {
    options.onNotice('The embedded database stopped unexpectedly; starting it again.');
    for (let attempt = 1; !isStopped; attempt += 1) {
      try {
        await options.restart();
        options.onNotice('The embedded database is running again.');
        return;
      } catch (error) {
        if (attempt % 10 === 1)
          options.onNotice(
            `The embedded database did not start yet (${(error as Error).message}); trying again.`,
          );
        await new Promise((done) => setTimeout(done, RETRY_INTERVAL_MS));
      }
    }
  };
  const timer = setInterval(() => {
    const pid = options.pid();
    if (isStopped || restarting || (pid !== undefined && isRunning(pid))) return;
    restarting = restartUntilRunning().finally(() => {
      restarting = undefined;
    });
  }, WATCH_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await restarting;
    },
  };
}

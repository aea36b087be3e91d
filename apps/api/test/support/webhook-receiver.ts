import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP receiver on 127.0.0.1 (a free port) that keeps every request and answers each
 * path with the statuses queued for it (then 200).
 */
export async function startWebhookReceiver(options: { answerAfterMs?: number } = {}) {
  const received: ReceivedRequest[] = [];
  const answers = new Map<string, number[]>();
  /** Paths whose answers wait until released, and the answers waiting. */
  const held = new Map<string, (() => void)[]>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body });
      const status = answers.get(path)?.shift() ?? 200;
      const answer = () => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ received: status < 300, path }));
      };
      const waiting = held.get(path);
      if (waiting) waiting.push(answer);
      else setTimeout(answer, options.answerAfterMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((request) => request.path === path),
    /** The next answers of `path`, in order. */
    answer(path: string, ...statuses: number[]) {
      answers.set(path, statuses);
    },
    /** Keeps the answers of `path` back until the returned function is called (which answers them). */
    hold(path: string): () => void {
      held.set(path, []);
      return () => {
        for (const answer of held.get(path) ?? []) answer();
        held.delete(path);
      };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 100));
  }
}

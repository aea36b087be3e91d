import type { FastifyInstance } from 'fastify';
import { allowsLocalTargets } from './deliver';

/** Where the demo world's webhook destination points, under `/api`. */
export const DEMO_RECEIVER_PATH = '/dev/webhooks';
const KEPT = 50;

interface Received {
  at: string;
  headers: Record<string, string>;
  body: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => ESCAPES[character]!);

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function page(received: readonly Received[]): string {
  const items = received
    .map(
      (
        each,
      ) => `<li><p><strong>${escapeHtml(each.at)}</strong> · webhook-id ${escapeHtml(each.headers['webhook-id'] ?? '—')}</p>
<pre>${escapeHtml(pretty(each.body))}</pre></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo webhook receiver</title><style>body{font-family:system-ui,sans-serif;margin:16px;max-width:960px}pre{background:#f4f4f4;padding:12px;overflow:auto;font-size:13px}li{margin-bottom:16px}</style></head>
<body><h1>Demo webhook receiver</h1><p>The last ${KEPT} leads the demo's webhook destination delivered here, newest first. Reload to see new ones.</p>
${received.length === 0 ? '<p>Nothing received yet.</p>' : `<ol>${items}</ol>`}</body></html>`;
}

/**
 * A built-in receiver for the demo and development (never where local targets are refused): it
 * accepts every POST and shows the last ones at GET. Kept in this process's memory. Not part of
 * the API contract, so not in the OpenAPI document.
 */
export async function demoReceiverRoutes(app: FastifyInstance): Promise<void> {
  if (!allowsLocalTargets(app.deps.config)) return;
  const received: Received[] = [];
  app.post(DEMO_RECEIVER_PATH, { schema: { hide: true } }, async (request) => {
    received.unshift({
      at: new Date().toISOString(),
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null),
    });
    received.length = Math.min(received.length, KEPT);
    return { received: true };
  });
  app.get(DEMO_RECEIVER_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(received)),
  );
}

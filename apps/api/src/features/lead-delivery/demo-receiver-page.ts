export interface Received {
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

/** The receiver's page: what one account's destinations posted, newest first. */
export function receiverPage(received: readonly Received[], kept: number): string {
  const items = received
    .map(
      (
        each,
      ) => `<li><p><strong>${escapeHtml(each.at)}</strong> · webhook-id ${escapeHtml(each.headers['webhook-id'] ?? each.headers['idempotency-key'] ?? '—')}</p>
<pre>${escapeHtml(pretty(each.body))}</pre></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo webhook receiver</title><style>body{font-family:system-ui,sans-serif;margin:16px;max-width:960px}pre{background:#f4f4f4;padding:12px;overflow:auto;font-size:13px}li{margin-bottom:16px}</style></head>
<body><h1>Demo webhook receiver</h1><p>The last ${kept} leads your account's webhook destinations delivered here, newest first. Reload to see new ones.</p>
${received.length === 0 ? '<p>Nothing received yet.</p>' : `<ol>${items}</ol>`}</body></html>`;
}

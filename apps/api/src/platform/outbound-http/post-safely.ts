import http from 'node:http';
import https from 'node:https';
import { checkTarget, publicOnlyLookup, TargetRefusedError } from './address-guard';

export interface OutboundRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface OutboundAnswer {
  status: number;
  /** The start of the answer's body, at most `excerptBytes` of it, as text. */
  excerpt: string;
}

export interface OutboundLimits {
  timeoutMs: number;
  /** Bytes of the answer kept; the rest is not read. */
  excerptBytes: number;
  /** Private, loopback and link-local targets and plain HTTP (tests, the demo). */
  allowLocal: boolean;
  /** Connections kept between requests (`keptConnections`); a new one each time without. */
  agents?: { http: http.Agent; https: https.Agent };
}

/**
 * Agents that keep connections open between requests to the same receiver; outside
 * `allowLocal` each new connection goes through the public-address check.
 */
export function keptConnections(allowLocal: boolean) {
  const lookup = allowLocal ? {} : { lookup: publicOnlyLookup };
  return {
    http: new http.Agent({ keepAlive: true, maxSockets: 64, ...lookup }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64, ...lookup }),
  };
}

/** The request did not get an answer in time. */
export class OutboundTimeoutError extends Error {
  override name = 'OutboundTimeoutError';
}

export { TargetRefusedError };

/**
 * POSTs `body` to `url` and reads at most `excerptBytes` of the answer, within `timeoutMs` for
 * the whole exchange. Outside `allowLocal` only HTTPS to public addresses, checked when the
 * socket connects (`publicOnlyLookup`). Redirects are not followed.
 */
export function postSafely(request: OutboundRequest, limits: OutboundLimits): Promise<OutboundAnswer> {
  const url = new URL(request.url);
  checkTarget(url, limits.allowLocal);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        ...(limits.agents
          ? { agent: url.protocol === 'https:' ? limits.agents.https : limits.agents.http }
          : { agent: false, ...(limits.allowLocal ? {} : { lookup: publicOnlyLookup }) }),
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          clearTimeout(timer);
          resolve({
            status: answer.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).subarray(0, limits.excerptBytes).toString('utf8'),
          });
        };
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          kept += chunk.length;
          if (kept >= limits.excerptBytes) {
            answer.destroy();
            finish();
          }
        });
        answer.on('end', finish);
        answer.on('error', () => finish());
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy(new OutboundTimeoutError(`No answer within ${limits.timeoutMs / 1000} s`));
    }, limits.timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(request.body);
  });
}

import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string;
}

/**
 * A small S3-compatible server on loopback for the storage adapter's tests: path-style
 * `/bucket/key`, PUT/GET/HEAD/DELETE, and a 403 for a request that is not SigV4-signed.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const seen: SeenRequest[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const path = request.url ?? '/';
    const authorization = request.headers.authorization ?? '';
    seen.push({ method: request.method ?? '', path, authorization });
    const body = await buffer(request);
    if (!authorization.startsWith('AWS4-HMAC-SHA256 Credential=')) return response.writeHead(403).end();
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) return response.writeHead(404).end('<Code>NoSuchBucket</Code>');
    const key = decodeURIComponent(path.slice(prefix.length));
    const found = objects.get(key);
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
      return response.writeHead(200).end();
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    if (!found) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
    return response.end(request.method === 'HEAD' ? undefined : found.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

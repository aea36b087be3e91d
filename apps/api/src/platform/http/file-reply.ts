import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What the handler of a file endpoint (`produces` in the contract) answers instead of `Data`. */
export interface FileReply {
  /** The bytes, or a stream of them that is sent as it is produced. */
  body: Buffer | Readable;
  /** Offered to the browser as the download's name (`Content-Disposition: attachment`). */
  fileName: string;
  /** `no-store` unless given. */
  cacheControl?: string;
}

/** Sends a file answer with the contract's media type (text types in UTF-8). */
export function sendFile(reply: FastifyReply, mediaType: string, file: FileReply): FastifyReply {
  return reply
    .type(mediaType.startsWith('text/') ? `${mediaType}; charset=utf-8` : mediaType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', file.cacheControl ?? 'no-store')
    .send(file.body);
}

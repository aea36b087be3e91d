import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, type FailEnvelope, statusOfError } from '@vanbid/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The envelope of a failure, as JSON text. Messages here never echo the request. */
export function failureJson(code: ErrorCode, message: string): string {
  const body: FailEnvelope = { Status: 'fail', Error: { code, message } };
  return JSON.stringify(body);
}

/** What the router refuses before any route (a path parameter too long, a malformed path). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [code, message]: [ErrorCode, string] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? ['URI_TOO_LONG', 'A part of the address is too long']
      : error.code === 'FST_ERR_BAD_URL'
        ? ['VALIDATION_FAILED', 'The address is not valid']
        : ['VALIDATION_FAILED', 'The request could not be read'];
  reply.status(statusOfError(code)).type('application/json; charset=utf-8').send(failureJson(code, message));
}

function clientErrorOf(error: NodeJS.ErrnoException): [ErrorCode, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return ['HEADERS_TOO_LARGE', 'The address or headers are too large'];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return ['REQUEST_TIMEOUT', 'The request took too long to arrive'];
  return ['VALIDATION_FAILED', 'The request could not be read'];
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL over 16 KB, a
 * malformed request line): a short envelope answer on the socket, then the socket is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [code, message] = clientErrorOf(error);
    const status = statusOfError(code);
    const body = failureJson(code, message);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

import type { Endpoint } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authenticate, type RequestAuth } from '../auth/guard';
import { sendCsv } from './csv';

type QueryOut<E extends Endpoint> = z.output<NonNullable<E['query']>>;

/** What a CSV route answers: the download's name and the rows as a CSV stream. */
export interface CsvDownload {
  fileName: string;
  csv: NodeJS.ReadableStream;
}

/**
 * Registers a contract endpoint that answers a CSV download instead of the JSON envelope: the
 * contract's query schema and the guard as `route` does, then the stream. Whatever the handler
 * throws before it returns (a bad filter) is still the JSON error envelope.
 */
export function csvRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: { query: QueryOut<E>; auth: RequestAuth }) => CsvDownload,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security: [{ bearer: [] }],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      produces: ['text/csv'],
    },
    preValidation: authenticate,
    handler: async (request, reply) => {
      const { fileName, csv } = handler({ query: request.query as QueryOut<E>, auth: request.auth! });
      return sendCsv(reply, fileName, csv);
    },
  });
}

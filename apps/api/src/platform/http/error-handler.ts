import type { FailEnvelope } from '@vanbid/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

function fail(reply: FastifyReply, status: number, error: FailEnvelope['Error']) {
  const body: FailEnvelope = { Status: 'fail', Error: error };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function validationFields(
  error: { validation: { instancePath: string; message?: string }[] },
  context: string,
) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Client errors Fastify raises itself (bad JSON, wrong content type, body too large). */
const FRAMEWORK_CODES: Record<number, FailEnvelope['Error']['code']> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The one error handler: envelope and status for every failure; 5xx detail only in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return fail(reply, error.status, { code: error.code, message: error.message, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const fields = validationFields(error, context);
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid';
      return fail(reply, 400, { code: 'VALIDATION_FAILED', message, fields });
    }
    const status = error.statusCode ?? 500;
    const code = FRAMEWORK_CODES[status];
    if (status < 500 && code) {
      return fail(reply, status, {
        code,
        message: status === 400 ? 'The request body is not valid JSON' : error.message,
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return fail(reply, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}

import multipart from '@fastify/multipart';
import { FEEDBACK_FILE_MAX_BYTES } from '@vanbid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart form (an upload), not JSON: `route()` sets it from the contract. */
    takesForm?: boolean;
  }
}

const isMultipart = (type: string) => /^\s*multipart\//i.test(type);
const isFormData = (type: string) => /^\s*multipart\/form-data\s*(;|$)/i.test(type);
const hasBoundary = (type: string) => /;\s*boundary=("[^"]+"|[^\s;"]+)/i.test(type);
const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Each route takes one kind of body, told by its Content-Type before any byte is read: an upload
 * takes a multipart form (with its boundary), every other route JSON. Another kind is a 415, a
 * form without a boundary a 400.
 */
function refuseBodyOfWrongKind(request: FastifyRequest): void {
  if (request.is404) return;
  const type = request.headers['content-type'] ?? '';
  if (request.routeOptions.config.takesForm === true) {
    if (hasBody(request) && !isFormData(type))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this as a form with its file (multipart/form-data)');
  } else if (isMultipart(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this as JSON (Content-Type: application/json)');
  }
  if (isMultipart(type) && !hasBoundary(type))
    throw new AppError('VALIDATION_FAILED', 'The form has no boundary in its Content-Type');
}

/** The form's fields as values and its file as bytes; a name sent twice is refused. */
async function readForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const form: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (Object.hasOwn(form, part.fieldname))
      throw new AppError('VALIDATION_FAILED', `${part.fieldname}: Sent more than once`, {
        [part.fieldname]: 'Sent more than once',
      });
    form[part.fieldname] = part.type === 'file' ? await part.toBuffer() : part.value;
  }
  return form;
}

/** What the form parser raised, as an answer: past a limit a 413, anything else unreadable a 400. */
function formError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) return error;
  return new AppError('VALIDATION_FAILED', 'The form could not be read');
}

/**
 * Multipart forms (uploads): each field becomes a value of the body, each file its bytes, before
 * the input guard and the contract's schema look at them. One file, a few short fields; past these
 * limits the answer is a 413 and nothing is kept. Each endpoint checks its own size and content.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: FEEDBACK_FILE_MAX_BYTES, fields: 8, fieldSize: 16 * 1024, parts: 9 },
  });
  app.addHook('onRequest', async (request) => refuseBodyOfWrongKind(request));
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readForm(request);
    } catch (error) {
      throw formError(error);
    }
  });
}

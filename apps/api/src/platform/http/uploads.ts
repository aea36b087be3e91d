import multipart from '@fastify/multipart';
import { FEEDBACK_FILE_MAX_BYTES } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart forms (uploads): each field becomes a value of the body, each file its bytes, before
 * the input guard and the contract's schema look at them. One file, a few short fields; past these
 * limits the answer is a 413 and nothing is kept. Each endpoint checks its own size and content.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 1, fileSize: FEEDBACK_FILE_MAX_BYTES, fields: 8, fieldSize: 16 * 1024, parts: 9 },
  });
}

import { getDocumentPdf, listSignedDocuments, prepareDocument, signDocument } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { listSigned, prepare, sign, signedPdf } from './signed-documents.service';

/** The insertion order and payment authorization: prepared, signed, kept and downloaded. */
export async function signedDocumentsRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  route(app, prepareDocument, ({ auth, params }) => prepare(deps, auth, params.kind));
  route(app, signDocument, ({ auth, params, body, request }) =>
    sign(deps, auth, params.kind, body, request.ip),
  );
  route(app, listSignedDocuments, async ({ auth }) => ({
    documents: await listSigned(deps, auth.accountId),
  }));
  route(app, getDocumentPdf, ({ auth, params }) => signedPdf(deps, auth.accountId, params.documentId));
}

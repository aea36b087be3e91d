export { signedDocumentsRoutes } from './signed-documents.routes';

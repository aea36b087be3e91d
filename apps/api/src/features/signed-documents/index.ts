export { documentText } from './document-texts';
export { signedDocumentsRoutes } from './signed-documents.routes';

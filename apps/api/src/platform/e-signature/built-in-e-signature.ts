import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { AppError, notFound } from '../errors';
import { type FileStorage, readStoredBytes } from '../file-storage/index';
import { renderDocumentPdf } from './document-pdf';
import type { ESignature, SignatureInput, SignatureRecord } from './e-signature';
import { appendSignaturePage } from './signature-page';

const MAX_SIGNATURE_BYTES = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Where a document's files live in the file storage. */
const keysOf = (documentId: string) => {
  if (!/^doc_[a-f0-9]{24}$/.test(documentId)) throw notFound('Document');
  const folder = `e-signature/${documentId}`;
  return {
    document: `${folder}/document.pdf`,
    signed: `${folder}/signed.pdf`,
    record: `${folder}/signature.json`,
  };
};

function checkSignatureInput(input: SignatureInput): void {
  const fields: Record<string, string> = {};
  const name = input.signerName.trim();
  if (name.length === 0 || name.length > 200) fields.signerName = 'Type your name (up to 200 characters)';
  const png = Buffer.from(input.signaturePng);
  if (png.length > MAX_SIGNATURE_BYTES || !png.subarray(0, 8).equals(PNG_SIGNATURE))
    fields.signaturePng = 'A PNG image of up to 1 MB';
  if (!isIP(input.ipAddress)) fields.ipAddress = 'Not an IP address';
  if (Number.isNaN(input.signedAt.getTime())) fields.signedAt = 'Not a time';
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
}

/** The built-in e-signature: PDFs by pdf-lib, kept through the file storage (local disk or S3). */
export function createBuiltInESignature({ fileStorage }: { fileStorage: FileStorage }): ESignature {
  /** The stored bytes, or NOT_FOUND that names what is missing (`Document`, `Signed document`). */
  async function read(key: string, what: string): Promise<Buffer> {
    try {
      return await readStoredBytes(fileStorage, key);
    } catch (error) {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound(what) : error;
    }
  }

  async function readRecord(documentId: string): Promise<SignatureRecord> {
    const stored = JSON.parse((await read(keysOf(documentId).record, 'Signed document')).toString('utf8'));
    return { ...stored, signedAt: new Date(stored.signedAt) };
  }

  return {
    kind: 'built_in',
    async prepareDocument(document) {
      const documentId = `doc_${randomBytes(12).toString('hex')}`;
      const pdf = await renderDocumentPdf(document);
      await fileStorage.put(keysOf(documentId).document, pdf, { contentType: 'application/pdf' });
      return { documentId, sha256: sha256(pdf), pdf };
    },

    async sign(input) {
      checkSignatureInput(input);
      const keys = keysOf(input.documentId);
      const documentPdf = await read(keys.document, 'Document');
      if (await fileStorage.exists(keys.record))
        throw new AppError('CONFLICT', 'The document is already signed');
      const documentSha256 = sha256(documentPdf);
      if (documentSha256 !== input.documentSha256.toLowerCase())
        throw new AppError('CONFLICT', 'The document is not the one that was shown; open it again');
      const signerName = input.signerName.trim();
      const signed = await appendSignaturePage(documentPdf, { ...input, signerName, documentSha256 });
      const record: SignatureRecord = {
        documentId: input.documentId,
        documentSha256,
        signedSha256: sha256(signed),
        signerName,
        signedAt: input.signedAt,
        ipAddress: input.ipAddress,
      };
      await fileStorage.put(keys.signed, signed, { contentType: 'application/pdf' });
      await fileStorage.put(keys.record, Buffer.from(JSON.stringify(record)), {
        contentType: 'application/json',
      });
      return record;
    },

    async getSignedDocument(documentId) {
      const record = await readRecord(documentId);
      const pdf = await read(keysOf(documentId).signed, 'Signed document');
      if (sha256(pdf) !== record.signedSha256)
        throw new Error(`The stored signed PDF of ${documentId} does not match its recorded SHA-256`);
      return { ...record, pdf };
    },
  };
}

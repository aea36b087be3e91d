/** What is shown and signed: a title and paragraphs of plain text (insertion order, payment authorization). */
export interface DocumentToSign {
  title: string;
  paragraphs: string[];
}

export interface PreparedDocument {
  documentId: string;
  /** SHA-256 (hex) of the PDF the signer is shown; signing checks that it is still that one. */
  sha256: string;
  pdf: Uint8Array;
}

export interface SignatureInput {
  documentId: string;
  /** The hash of the document as the signer saw it. */
  documentSha256: string;
  /** The name the signer typed. */
  signerName: string;
  /** The signature drawn in the browser, as PNG bytes. */
  signaturePng: Uint8Array;
  signedAt: Date;
  ipAddress: string;
}

/** The evidence kept with a signed document. */
export interface SignatureRecord {
  documentId: string;
  documentSha256: string;
  /** SHA-256 of the signed PDF (the document with its signature page). */
  signedSha256: string;
  signerName: string;
  signedAt: Date;
  ipAddress: string;
}

export interface SignedDocument extends SignatureRecord {
  pdf: Buffer;
}

/**
 * E-signature (docs/product.md §11): built in. A document is rendered as PDF and kept;
 * the signer's typed name, drawn signature, time and IP make a signature page appended to it;
 * the signed PDF is stored through the file storage with its hash, and can be downloaded.
 */
export interface ESignature {
  readonly kind: 'built_in';
  /** Renders the document as PDF and keeps it, ready to be shown and signed. */
  prepareDocument(document: DocumentToSign): Promise<PreparedDocument>;
  /** Signs a prepared document once; CONFLICT if it was signed or is not the one the signer saw. */
  sign(input: SignatureInput): Promise<SignatureRecord>;
  /** The signed PDF with its evidence; NOT_FOUND until the document is signed. */
  getSignedDocument(documentId: string): Promise<SignedDocument>;
}

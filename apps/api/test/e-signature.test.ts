import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { SignatureInput } from '../src/platform/e-signature/index';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const eSignature = () => context.app.deps.eSignature;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A 1×1 PNG, as a drawn signature would arrive from the browser's canvas. */
const DRAWN_SIGNATURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const INSERTION_ORDER = {
  title: 'Insertion order',
  paragraphs: [
    'Test Movers buys moving leads from Vanbid at the bids set in the portal.',
    'Payment is taken from the wallet.',
  ],
};

async function preparedSignature(overrides: Partial<SignatureInput> = {}) {
  const prepared = await eSignature().prepareDocument(INSERTION_ORDER);
  const input: SignatureInput = {
    documentId: prepared.documentId,
    documentSha256: prepared.sha256,
    signerName: 'Ann Lee',
    signaturePng: DRAWN_SIGNATURE,
    signedAt: new Date('2026-11-20T15:04:05.000Z'),
    ipAddress: '203.0.113.7',
    ...overrides,
  };
  return { prepared, input };
}

describe('built-in e-signature', () => {
  it('renders the document as a PDF and gives its SHA-256', async () => {
    const { prepared } = await preparedSignature();
    expect(prepared.sha256).toBe(sha256(prepared.pdf));
    const pdf = await PDFDocument.load(prepared.pdf);
    expect(pdf.getTitle()).toBe('Insertion order');
    expect(pdf.getPageCount()).toBe(1);
  });

  it('stores a signed PDF that loads, with a signature page, the document hash and the evidence', async () => {
    const { prepared, input } = await preparedSignature();
    const record = await eSignature().sign(input);
    expect(record).toMatchObject({
      documentId: prepared.documentId,
      documentSha256: prepared.sha256,
      signerName: 'Ann Lee',
      ipAddress: '203.0.113.7',
    });
    const signed = await eSignature().getSignedDocument(prepared.documentId);
    expect(signed.signedAt.toISOString()).toBe('2026-11-20T15:04:05.000Z');
    expect(sha256(signed.pdf)).toBe(record.signedSha256);
    const pdf = await PDFDocument.load(signed.pdf);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getKeywords()).toContain(`sha256:${prepared.sha256}`);
    expect(pdf.getSubject()).toBe('Signed by Ann Lee at 2026-11-20T15:04:05.000Z');
    expect(await context.app.deps.fileStorage.exists(`e-signature/${prepared.documentId}/signed.pdf`)).toBe(
      true,
    );
  });

  it('signs a document once', async () => {
    const { input } = await preparedSignature();
    await eSignature().sign(input);
    await expect(eSignature().sign({ ...input, signerName: 'Someone Else' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses a signature on a document other than the one shown', async () => {
    const { input } = await preparedSignature({ documentSha256: sha256(Buffer.from('another document')) });
    await expect(eSignature().sign(input)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a drawn signature that is not a PNG, an empty name and a bad IP address', async () => {
    const { input } = await preparedSignature({
      signaturePng: Buffer.from('<svg/>'),
      signerName: '  ',
      ipAddress: 'somewhere',
    });
    await expect(eSignature().sign(input)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        signaturePng: expect.any(String),
        signerName: expect.any(String),
        ipAddress: expect.any(String),
      },
    });
  });

  it('answers NOT_FOUND for an unknown document, and for the signed PDF before signing', async () => {
    const { input } = await preparedSignature({ documentId: 'doc_000000000000000000000000' });
    await expect(eSignature().sign(input)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Document not found',
    });
    const { prepared } = await preparedSignature();
    await expect(eSignature().getSignedDocument(prepared.documentId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Signed document not found',
    });
    await expect(eSignature().getSignedDocument('../../etc')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses to hand out a signed PDF that changed after signing', async () => {
    const { prepared, input } = await preparedSignature();
    await eSignature().sign(input);
    await context.app.deps.fileStorage.put(
      `e-signature/${prepared.documentId}/signed.pdf`,
      Buffer.from('%PDF-'),
      {
        contentType: 'application/pdf',
      },
    );
    await expect(eSignature().getSignedDocument(prepared.documentId)).rejects.toThrow(/does not match/);
  });

  it('wraps a long document onto as many pages as it needs', async () => {
    const paragraph = 'The advertiser agrees to the terms of the marketplace. '.repeat(12);
    const prepared = await eSignature().prepareDocument({
      title: 'Payment authorization',
      paragraphs: Array.from({ length: 40 }, () => paragraph),
    });
    expect((await PDFDocument.load(prepared.pdf)).getPageCount()).toBeGreaterThan(2);
  });
});

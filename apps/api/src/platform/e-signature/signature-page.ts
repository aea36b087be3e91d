import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AppError } from '../errors';
import { printable } from '../pdf/pdf-text';
import { INK, MARGIN, PAGE_SIZE } from './document-pdf';

export interface SignatureEvidence {
  documentSha256: string;
  signerName: string;
  signaturePng: Uint8Array;
  signedAt: Date;
  ipAddress: string;
}

const SIGNATURE_BOX = { width: 240, height: 80 };

async function embedSignature(pdf: PDFDocument, png: Uint8Array) {
  try {
    return await pdf.embedPng(png);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The drawn signature is not a readable PNG image', {
      signaturePng: 'Not a PNG image',
    });
  }
}

/**
 * The document with a last page that says who signed it, when, from where, and which document
 * (its SHA-256), with the drawn signature; the PDF's subject and keywords carry the same.
 */
export async function appendSignaturePage(documentPdf: Uint8Array, evidence: SignatureEvidence) {
  const pdf = await PDFDocument.load(documentPdf);
  const signature = await embedSignature(pdf, evidence.signaturePng);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(PAGE_SIZE);
  const top = PAGE_SIZE[1] - MARGIN;
  const text = (line: string, y: number, size = 11, font = regular) =>
    page.drawText(printable(font, line), { x: MARGIN, y, size, font, color: INK });
  text('Electronic signature', top - 18, 18, bold);
  text(`Document: ${pdf.getTitle() ?? 'Untitled'}`, top - 50);
  text(`Document SHA-256: ${evidence.documentSha256}`, top - 68, 9);
  const scaled = signature.scaleToFit(SIGNATURE_BOX.width, SIGNATURE_BOX.height);
  page.drawImage(signature, { x: MARGIN, y: top - 180, ...scaled });
  page.drawLine({
    start: { x: MARGIN, y: top - 184 },
    end: { x: MARGIN + SIGNATURE_BOX.width, y: top - 184 },
  });
  text(`Signed by: ${evidence.signerName}`, top - 204);
  text(`Signed at: ${evidence.signedAt.toISOString()}`, top - 222);
  text(`IP address: ${evidence.ipAddress}`, top - 240);
  text(
    'The signer typed the name and drew the signature above to sign the document of this hash.',
    top - 270,
    9,
  );
  pdf.setSubject(`Signed by ${evidence.signerName} at ${evidence.signedAt.toISOString()}`);
  pdf.setKeywords([`sha256:${evidence.documentSha256}`, `ip:${evidence.ipAddress}`]);
  pdf.setModificationDate(evidence.signedAt);
  return pdf.save();
}

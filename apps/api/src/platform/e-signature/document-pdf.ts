import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { printable, wrapText } from '../pdf/pdf-text';
import type { DocumentToSign } from './e-signature';

export const PAGE_SIZE: [number, number] = [612, 792];
export const MARGIN = 56;
export const INK = rgb(0.1, 0.12, 0.16);
const TEXT_SIZE = 11;
const LINE_HEIGHT = 15;

/** Lines written down the page, a new page when one is full. */
function writer(pdf: PDFDocument, font: PDFFont) {
  let page: PDFPage = pdf.addPage(PAGE_SIZE);
  let y = PAGE_SIZE[1] - MARGIN;
  return (line: string, options: { size?: number; font?: PDFFont; gapAfter?: number } = {}) => {
    const size = options.size ?? TEXT_SIZE;
    if (y - size < MARGIN) {
      page = pdf.addPage(PAGE_SIZE);
      y = PAGE_SIZE[1] - MARGIN;
    }
    y -= size;
    page.drawText(line, { x: MARGIN, y, size, font: options.font ?? font, color: INK });
    y -= LINE_HEIGHT - TEXT_SIZE + (options.gapAfter ?? 0);
  };
}

/** The document as the signer is shown it: the title, then the paragraphs wrapped to the page. */
export async function renderDocumentPdf(document: DocumentToSign): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setProducer('Vanbid');
  pdf.setCreationDate(new Date());
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = writer(pdf, regular);
  write(printable(bold, document.title), { size: 18, font: bold, gapAfter: 12 });
  const width = PAGE_SIZE[0] - 2 * MARGIN;
  for (const paragraph of document.paragraphs) {
    const lines = wrapText(regular, paragraph, TEXT_SIZE, width);
    lines.forEach((line, index) => {
      write(line, { gapAfter: index === lines.length - 1 ? 8 : 0 });
    });
  }
  return pdf.save();
}

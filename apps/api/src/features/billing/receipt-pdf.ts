import type { BilledItem } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { printable } from '../../platform/pdf/pdf-text';

export interface ReceiptInput {
  companyName: string;
  item: BilledItem;
  gatewayReference: string | null;
  timeZone: string;
}

const TITLES: Record<string, string> = {
  charge: 'Payment receipt',
  cash_out: 'Cash out receipt',
  refund: 'Refund receipt',
};

function rows(input: ReceiptInput): [string, string][] {
  const { item } = input;
  const sign = item.direction === 'in' ? 'added to' : 'taken from';
  return [
    ['Receipt number', `VB-${String(item.id).padStart(8, '0')}`],
    ['Date', `${item.timestamp} (${input.timeZone})`],
    ['Billed to', input.companyName],
    ['Description', item.description],
    ['Payment method', item.payment_method ?? 'Wallet'],
    ['Amount', `${formatUsd(toCents(item.amount))} ${sign} the wallet`],
    ['Wallet balance after', formatUsd(toCents(item.balance_after))],
    ['Status', item.status],
    ['Processor reference', input.gatewayReference ?? '—'],
  ];
}

/** A one-page PDF receipt of a charge, cash out or refund (pdf-lib, standard fonts). */
export async function renderReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Vanbid receipt ${input.item.id}`);
  pdf.setProducer('Vanbid');
  pdf.setCreationDate(new Date());
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  page.drawText('Vanbid', { x: 56, y: 720, size: 24, font: bold, color: rgb(0.09, 0.33, 0.7) });
  page.drawText(TITLES[input.item.type] ?? 'Receipt', { x: 56, y: 690, size: 16, font: bold, color: ink });
  let y = 650;
  for (const [name, value] of rows(input)) {
    page.drawText(name, { x: 56, y, size: 11, font: bold, color: ink });
    page.drawText(printable(regular, value).slice(0, 80), { x: 220, y, size: 11, font: regular, color: ink });
    y -= 24;
  }
  page.drawText('Thank you for your business.', { x: 56, y: y - 24, size: 10, font: regular, color: ink });
  return pdf.save();
}

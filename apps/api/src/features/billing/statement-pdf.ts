import type { StatementSummary } from '@vanbid/contract';
import { formatUsd, toCents } from '@vanbid/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { printable } from '../../platform/pdf/pdf-text';

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const LEFT = 56;
const RIGHT = 556;
const BOTTOM = 72;

type Row = { name: string; amount: number; sign?: '+' | '–'; isBold?: boolean; isIndented?: boolean };

/** The statement's lines, in the order they add up from the opening to the closing balance. */
function rowsOf(statement: StatementSummary): Row[] {
  const purchasesTotal = statement.purchases.reduce((sum, line) => sum + toCents(line.amount), 0);
  return [
    { name: 'Opening balance', amount: toCents(statement.opening_balance), isBold: true },
    { name: 'Top-ups', amount: toCents(statement.top_ups), sign: '+' },
    { name: 'Purchases', amount: purchasesTotal, sign: '–' },
    ...statement.purchases.map(
      (line): Row => ({
        name: `${line.campaign} (${line.items} ${line.items === 1 ? 'purchase' : 'purchases'})`,
        amount: toCents(line.amount),
        isIndented: true,
      }),
    ),
    { name: 'Credits', amount: toCents(statement.credits), sign: '+' },
    { name: 'Cash outs', amount: toCents(statement.cash_outs), sign: '–' },
    ...(statement.other_debits > 0
      ? [{ name: 'Other debits', amount: toCents(statement.other_debits), sign: '–' } as Row]
      : []),
    { name: 'Closing balance', amount: toCents(statement.closing_balance), isBold: true },
  ];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function drawRow(page: PDFPage, fonts: Fonts, row: Row, y: number) {
  const font = row.isBold ? fonts.bold : fonts.regular;
  const size = row.isIndented ? 10 : 11;
  const color = row.isIndented ? MUTED : INK;
  const name = printable(font, row.name).slice(0, 70);
  page.drawText(name, { x: row.isIndented ? LEFT + 16 : LEFT, y, size, font, color });
  const amount = `${row.sign ? `${row.sign} ` : ''}${formatUsd(row.amount)}`;
  page.drawText(amount, { x: RIGHT - font.widthOfTextAtSize(amount, size), y, size, font, color });
}

/** The monthly statement as a PDF (pdf-lib, standard fonts), one page or more for many campaigns. */
export async function renderStatement(input: {
  companyName: string;
  statement: StatementSummary;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Vanbid statement ${input.statement.month}`);
  pdf.setProducer('Vanbid');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  let page = pdf.addPage([612, 792]);
  page.drawText('Vanbid', { x: LEFT, y: 720, size: 24, font: fonts.bold, color: rgb(0.09, 0.33, 0.7) });
  page.drawText(`Wallet statement — ${input.statement.label}`, {
    x: LEFT,
    y: 690,
    size: 16,
    font: fonts.bold,
    color: INK,
  });
  const heading = `${printable(fonts.regular, input.companyName)} · Eastern time · amounts in USD`;
  page.drawText(heading, {
    x: LEFT,
    y: 670,
    size: 10,
    font: fonts.regular,
    color: MUTED,
  });
  let y = 630;
  for (const row of rowsOf(input.statement)) {
    if (y < BOTTOM) {
      page = pdf.addPage([612, 792]);
      y = 720;
    }
    drawRow(page, fonts, row, y);
    y -= row.isIndented ? 18 : 24;
  }
  page.drawText('Every amount is read from the wallet ledger; failed payments moved no money.', {
    x: LEFT,
    y: Math.max(y - 24, 40),
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  return pdf.save();
}

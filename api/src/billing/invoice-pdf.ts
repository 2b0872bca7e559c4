import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDollars } from '@pulseboard/shared/contracts';
import type { OrderRow } from './orders.js';

export interface InvoiceParty {
  productTitle: string;
  companyName: string;
  email: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const MARGIN = 56;
const LINE = 18;

/**
 * The PDF invoice of one order, drawn with pdf-lib (no browser needed): who
 * sold, who paid, the period, the dashboards, subtotal, discount and total.
 */
export async function invoicePdf(order: OrderRow, party: InvoiceParty): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${order.number}`);
  pdf.setAuthor(party.productTitle);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = page.getHeight() - MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number; right?: boolean; target?: PDFPage } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const x = options.right ? page.getWidth() - MARGIN - font.widthOfTextAtSize(text, size) : (options.x ?? MARGIN);
    (options.target ?? page).drawText(text, { x, y, size, font, color: rgb(0.11, 0.13, 0.2) });
  };

  write(party.productTitle, { font: bold, size: 20 });
  write(`Invoice ${order.number}`, { font: bold, size: 14, right: true });
  y -= LINE * 2;
  write(`Billed to: ${party.companyName}`);
  write(`Paid ${day(order.paidAt)}`, { right: true });
  y -= LINE;
  write(party.email);
  y -= LINE * 2;
  write(order.description, { font: bold });
  y -= LINE;
  write(`Period: ${day(order.periodStart)} to ${day(order.periodEnd)}`);
  y -= LINE;
  write(`Dashboards: ${order.dashboards}, billed ${order.interval === 12 ? 'annually' : 'monthly'}`);
  y -= LINE * 2;
  for (const [label, amount, font] of [
    ['Subtotal', order.subtotal, regular],
    ['Discount', -order.discount, regular],
    ['Total paid (USD)', order.total, bold],
  ] as const) {
    write(label, { font });
    write(formatDollars(amount), { font, right: true });
    y -= LINE;
  }
  return pdf.save();
}

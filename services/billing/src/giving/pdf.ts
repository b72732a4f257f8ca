import PDFDocument from 'pdfkit';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { localize, type Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { GivingOrganization } from '@ministry/mail/templates/gift-common';
import { NO_GOODS_OR_SERVICES } from '@ministry/mail/templates/gift-common';
import { ministryAddressLine } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
import type { GiftDocument } from './model';
import { deductibleCents } from './present';

const TEXT = {
  en: {
    statementTitle: (year: number) => `Giving statement ${year}`,
    receiptTitle: (number: string) => `Gift receipt ${number}`,
    donor: 'Donor',
    intro: (year: number) => `Thank you for your generosity. These are your gifts in ${year}:`,
    date: 'Date',
    fund: 'Fund',
    amount: 'Amount',
    receipt: 'Receipt',
    total: 'Total',
    refunded: (amount: string) => `(after a refund of ${amount})`,
    ein: 'EIN',
    thanks: 'Thank you for your gift.',
  },
  es: {
    statementTitle: (year: number) => `Estado de donativos ${year}`,
    receiptTitle: (number: string) => `Recibo de donativo ${number}`,
    donor: 'Donante',
    intro: (year: number) => `Gracias por su generosidad. Estos son sus donativos de ${year}:`,
    date: 'Fecha',
    fund: 'Fondo',
    amount: 'Importe',
    receipt: 'Recibo',
    total: 'Total',
    refunded: (amount: string) => `(después de un reembolso de ${amount})`,
    ein: 'EIN',
    thanks: 'Gracias por su donativo.',
  },
} satisfies Record<Language, unknown>;

/** Renders a PDF built by `draw` into one buffer. */
function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Who issues a giving document: its legal name and EIN, the ministry's published details, the language. */
export interface IssuedBy {
  organization: GivingOrganization;
  ministry: MinistryContent;
  language: Language;
}

/** The issuer: legal name, the published address, EIN, phone and e-mail, at the top of every giving document. */
function letterhead(doc: PDFKit.PDFDocument, { organization, ministry, language }: IssuedBy) {
  doc.font('Helvetica-Bold').fontSize(16).text(organization.legalName);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(ministryAddressLine(ministry))
    .text(`${TEXT[language].ein}: ${organization.ein}`)
    .text(`${ministry.phone} · ${ministry.email}`);
  doc.moveDown(1.5);
}

function donorLines(doc: PDFKit.PDFDocument, donor: { name: string; email: string }, language: Language) {
  doc.font('Helvetica-Bold').fontSize(11).text(`${TEXT[language].donor}: `, { continued: true });
  doc.font('Helvetica').text(`${donor.name} <${donor.email}>`);
  doc.moveDown();
}

const COLUMNS = [54, 170, 380, 470] as const;

function row(doc: PDFKit.PDFDocument, cells: [string, string, string, string], bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(cells[0], COLUMNS[0], y, { width: 110 });
  doc.text(cells[1], COLUMNS[1], y, { width: 200 });
  doc.text(cells[2], COLUMNS[2], y, { width: 85, align: 'right' });
  doc.text(cells[3], COLUMNS[3], y, { width: 90 });
  doc.x = COLUMNS[0];
  doc.moveDown(0.4);
}

/** The year-end statement: every gift of the year (date, fund, amount, receipt) and the total. */
export function statementPdf(
  data: IssuedBy & { year: number; gifts: GiftDocument[]; donor: { name: string; email: string } },
): Promise<Buffer> {
  const { language } = data;
  const text = TEXT[language];
  const total = data.gifts.reduce((sum, gift) => sum + deductibleCents(gift), 0);
  return render(text.statementTitle(data.year), (doc) => {
    letterhead(doc, data);
    doc.font('Helvetica-Bold').fontSize(14).text(text.statementTitle(data.year));
    doc.moveDown(0.5);
    donorLines(doc, data.donor, language);
    doc.font('Helvetica').fontSize(10).text(text.intro(data.year));
    doc.moveDown();
    row(doc, [text.date, text.fund, text.amount, text.receipt], true);
    for (const gift of data.gifts)
      row(doc, [
        formatInstantDay(gift.paidAt, language, 'medium'),
        localize(gift.fundName, gift.fundNameEs, language),
        formatCents(deductibleCents(gift), language),
        gift.receiptNumber ?? '',
      ]);
    doc.moveDown(0.5);
    row(doc, [text.total, '', formatCents(total, language), ''], true);
    doc.moveDown(1.5);
    doc.font('Helvetica').fontSize(10).text(NO_GOODS_OR_SERVICES[language]);
  });
}

/** One gift's receipt, as the receipt e-mail says it (refunds deducted). */
export function receiptPdf(data: IssuedBy & { gift: GiftDocument }): Promise<Buffer> {
  const { gift, language } = data;
  const text = TEXT[language];
  const number = gift.receiptNumber ?? '';
  return render(text.receiptTitle(number), (doc) => {
    letterhead(doc, data);
    doc.font('Helvetica-Bold').fontSize(14).text(text.receiptTitle(number));
    doc.moveDown(0.5);
    donorLines(doc, { name: gift.donorName, email: gift.donorEmail }, language);
    row(doc, [text.date, text.fund, text.amount, text.receipt], true);
    row(doc, [
      formatInstantDay(gift.paidAt, language, 'medium'),
      localize(gift.fundName, gift.fundNameEs, language),
      formatCents(deductibleCents(gift), language),
      number,
    ]);
    if (gift.refundedCents) doc.text(text.refunded(formatCents(gift.refundedCents, language)));
    doc.moveDown(1.5);
    doc.font('Helvetica').fontSize(10).text(text.thanks).moveDown(0.5).text(NO_GOODS_OR_SERVICES[language]);
  });
}

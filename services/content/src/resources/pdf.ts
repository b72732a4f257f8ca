import PDFDocument from 'pdfkit';

/**
 * The resource library's downloads as printable PDFs, laid out by pdfkit: US Letter pages, the
 * standard Helvetica fonts (WinAnsi, so Spanish accents print), a plum title band, headings,
 * wrapped paragraphs, bullet lists, quotes, and a footer with the page number on every page.
 */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'quote'; text: string };

export interface PdfDocument {
  title: string;
  subtitle?: string;
  author: string;
  /** BCP 47 tag of the text, for screen readers (en-US, es-US). */
  language: string;
  blocks: readonly PdfBlock[];
  /** A line printed at the foot of every page, before the page number. */
  footer: string;
}

const MARGIN = 72;
const BAND_HEIGHT = 120;
const PLUM = '#5b2a56';
const INK = '#262626';
const GREY = '#737373';
const BODY = { font: 'Helvetica', size: 11, lineGap: 3 };

export function renderPdf(document: PdfDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: document.language,
    displayTitle: true,
    info: {
      Title: document.title,
      Author: document.author,
      ...(document.subtitle ? { Subject: document.subtitle } : {}),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  pdf.rect(0, 0, pdf.page.width, BAND_HEIGHT).fill(PLUM);
  pdf.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(document.title, MARGIN, 36, { width });
  if (document.subtitle) pdf.font('Helvetica').fontSize(12).text(document.subtitle, { width });
  pdf.y = BAND_HEIGHT + 28;

  for (const block of document.blocks) {
    if (block.kind === 'heading') {
      pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(14).fillColor(PLUM).text(block.text, MARGIN, pdf.y, {
        width,
      });
      pdf.moveDown(0.3);
    } else if (block.kind === 'bullets') {
      pdf.font(BODY.font).fontSize(BODY.size).fillColor(INK);
      pdf.list([...block.items], MARGIN + 4, pdf.y, {
        width: width - 4,
        lineGap: BODY.lineGap,
        bulletRadius: 2,
        textIndent: 14,
        paragraphGap: 2,
      });
      pdf.moveDown(0.5);
    } else {
      const quote = block.kind === 'quote';
      pdf
        .font(quote ? 'Helvetica-Oblique' : BODY.font)
        .fontSize(BODY.size)
        .fillColor(quote ? PLUM : INK)
        .text(block.text, MARGIN + (quote ? 24 : 0), pdf.y, {
          width: width - (quote ? 24 : 0),
          lineGap: BODY.lineGap,
        });
      pdf.moveDown(0.5);
    }
  }

  // The footer sits in the bottom margin, which pdfkit keeps text out of unless the margin is lifted.
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font(BODY.font)
      .fontSize(8)
      .fillColor(GREY)
      .text(`${document.footer}   ·   ${index + 1} / ${count}`, MARGIN, pdf.page.height - MARGIN / 2, {
        width,
        align: 'center',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return finished;
}

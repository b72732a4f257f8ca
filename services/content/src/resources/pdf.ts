/**
 * A small PDF writer for the resource library's downloads: US Letter pages, the standard Helvetica
 * fonts (no embedding needed), WinAnsi text so Spanish accents print, a coloured title band, wrapped
 * paragraphs, bullet lists, quotes and page numbers. Enough for a printable study guide; no dependency.
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

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BAND_HEIGHT = 120;
const BOTTOM = MARGIN + 10;

type FontName = 'F1' | 'F2' | 'F3';

/** Helvetica and Helvetica-Bold advance widths (1/1000 em) for ASCII 32–126, from the standard AFM files. */
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015,
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
  278, 278, 278, 469, 556, 333,
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,
  334, 260, 334, 584,
];
// prettier-ignore
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975,
  722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
  333, 278, 333, 584, 556, 333,
  556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500,
  389, 280, 389, 584,
];
const SPECIAL_WIDTHS: Record<string, number> = {
  '–': 556,
  '—': 1000,
  '‘': 222,
  '’': 222,
  '“': 333,
  '”': 333,
  '•': 350,
  '…': 1000,
  '¿': 611,
  '¡': 333,
  '«': 556,
  '»': 556,
};

/** WinAnsiEncoding code points above 0x7F that differ from Latin-1. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function charWidth(char: string, font: FontName): number {
  const table = font === 'F2' ? HELVETICA_BOLD : HELVETICA;
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return table[code - 32] ?? 556;
  const special = SPECIAL_WIDTHS[char];
  if (special) return special;
  // An accented letter is as wide as its base letter.
  const base = char.normalize('NFD').charAt(0);
  const baseCode = base.charCodeAt(0);
  return baseCode >= 32 && baseCode <= 126 ? (table[baseCode - 32] ?? 556) : 556;
}

export function textWidth(text: string, font: FontName, size: number): number {
  let total = 0;
  for (const char of text) total += charWidth(char, font);
  return (total * size) / 1000;
}

/** Splits text into lines no wider than `width` (a word longer than a line stays whole). */
export function wrapText(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string in WinAnsi, ASCII only (octal escapes above 0x7E). */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const byte = WIN_ANSI[char] ?? (code <= 0xff ? code : 0x3f);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** A text string for the document information dictionary: UTF-16BE with a byte order mark, in hex. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

interface Colour {
  r: number;
  g: number;
  b: number;
}
const PLUM: Colour = { r: 0.357, g: 0.165, b: 0.337 };
const INK: Colour = { r: 0.17, g: 0.14, b: 0.17 };
const GREY: Colour = { r: 0.45, g: 0.42, b: 0.45 };
const WHITE: Colour = { r: 1, g: 1, b: 1 };
const rgb = (c: Colour) => `${c.r} ${c.g} ${c.b} rg`;

/** Lays the document out into one content stream per page. */
function layout(doc: PdfDocument): string[] {
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = 0;

  const text = (value: string, x: number, atY: number, font: FontName, size: number, colour: Colour) =>
    ops.push(
      `BT ${rgb(colour)} /${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${atY.toFixed(2)} Tm ${pdfString(value)} Tj ET`,
    );

  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = PAGE_HEIGHT - MARGIN;
  };
  /** Makes room for `height` points, starting a new page when this one is full. */
  const room = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };

  // First page: the title band.
  newPage();
  ops.push(`${rgb(PLUM)} 0 ${PAGE_HEIGHT - BAND_HEIGHT} ${PAGE_WIDTH} ${BAND_HEIGHT} re f`);
  y = PAGE_HEIGHT - 48;
  for (const line of wrapText(doc.title, 'F2', 22, TEXT_WIDTH)) {
    text(line, MARGIN, y, 'F2', 22, WHITE);
    y -= 26;
  }
  if (doc.subtitle) {
    for (const line of wrapText(doc.subtitle, 'F3', 12, TEXT_WIDTH)) {
      text(line, MARGIN, y + 4, 'F3', 12, WHITE);
      y -= 16;
    }
  }
  y = Math.min(y, PAGE_HEIGHT - BAND_HEIGHT) - 30;
  text(doc.author, MARGIN, y, 'F1', 10, GREY);
  y -= 28;

  for (const block of doc.blocks) {
    if (block.kind === 'heading') {
      room(40);
      y -= 8;
      for (const line of wrapText(block.text, 'F2', 14, TEXT_WIDTH)) {
        text(line, MARGIN, y, 'F2', 14, PLUM);
        y -= 18;
      }
      y -= 4;
    } else if (block.kind === 'paragraph' || block.kind === 'quote') {
      const quote = block.kind === 'quote';
      const font: FontName = quote ? 'F3' : 'F1';
      const indent = quote ? 24 : 0;
      for (const line of wrapText(block.text, font, 11, TEXT_WIDTH - 2 * indent)) {
        room(15);
        text(line, MARGIN + indent, y, font, 11, quote ? PLUM : INK);
        y -= 15;
      }
      y -= 9;
    } else {
      for (const item of block.items) {
        const lines = wrapText(item, 'F1', 11, TEXT_WIDTH - 18);
        room(15 * Math.min(lines.length, 2));
        text('•', MARGIN + 4, y, 'F1', 11, PLUM);
        for (const line of lines) {
          room(15);
          text(line, MARGIN + 18, y, 'F1', 11, INK);
          y -= 15;
        }
        y -= 3;
      }
      y -= 6;
    }
  }

  return pages.map((pageOps, index) => {
    const footer = `${doc.footer}   ·   ${index + 1} / ${pages.length}`;
    const x = (PAGE_WIDTH - textWidth(footer, 'F1', 8)) / 2;
    const footerOp = `BT ${rgb(GREY)} /F1 8 Tf 1 0 0 1 ${x.toFixed(2)} ${MARGIN / 2} Tm ${pdfString(footer)} Tj ET`;
    return [...pageOps, footerOp].join('\n');
  });
}

/** Renders a document to PDF 1.4 bytes. */
export function renderPdf(doc: PdfDocument): Buffer {
  const streams = layout(doc);
  const objects: string[] = [];
  const fontIds = { F1: 3, F2: 4, F3: 5 };
  const pageIds = streams.map((_, i) => 7 + i * 2);

  objects[1] = `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfTextString(doc.language)} >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[fontIds.F1] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[fontIds.F2] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[fontIds.F3] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding >>';
  objects[6] = `<< /Title ${pdfTextString(doc.title)} /Author ${pdfTextString(doc.author)} /Producer ${pdfTextString('Women of Purpose Ministry')} >>`;
  const fonts = Object.entries(fontIds)
    .map(([name, id]) => `/${name} ${id} 0 R`)
    .join(' ');
  streams.forEach((stream, i) => {
    const pageId = 7 + i * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << ${fonts} >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  // Everything above is ASCII, so string length is byte length.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

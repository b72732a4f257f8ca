import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { LIBRARY, libraryText } from '../resources/library';
import { renderPdf, type PdfDocument } from '../resources/pdf';
import { renderDownload } from '../resources/service';

// The PDFs are checked the way a reader opens them: poppler (the PDF library of most Linux readers)
// renders each page to an image and reads the text back.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function write(bytes: Buffer): string {
  const file = join(dir, `document-${++files}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** Every page rendered to a PNG by pdftoppm (which fails on a broken file); the page count. */
function renderPages(file: string): number {
  const prefix = `${file}-page`;
  execFileSync('pdftoppm', ['-png', '-r', '30', file, prefix], { stdio: ['ignore', 'ignore', 'pipe'] });
  return readdirSync(dir).filter((name) => name.startsWith(`${file.split('/').pop()}-page`)).length;
}

/** The text poppler reads from the file, its runs of white space made one space. */
const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
const pdfInfo = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });

const sample: PdfDocument = {
  title: 'Guía (de) estudio',
  subtitle: 'Semana 1 — “Rut”',
  author: 'Ministerio Mujeres con Propósito',
  language: 'es-US',
  footer: 'Ridgewood, New York',
  blocks: [
    { kind: 'heading', text: '¿Quién era Rut?' },
    { kind: 'paragraph', text: 'Una mujer moabita que dijo: tu pueblo será mi pueblo. '.repeat(40) },
    { kind: 'bullets', items: Array.from({ length: 40 }, (_, i) => `Pregunta ${i + 1}: ¿qué aprendemos?`) },
    { kind: 'quote', text: '"Porque a dondequiera que tú fueres, iré yo." Rut 1:16' },
  ],
};

describe('PDF writer', () => {
  it('writes a PDF a reader renders over several pages, with Spanish accents, its title and language', async () => {
    const file = write(await renderPdf(sample));
    const pages = renderPages(file);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(file);
    expect(text).toContain('Guía (de) estudio');
    expect(text).toContain('¿Quién era Rut?');
    expect(text).toContain('Pregunta 40: ¿qué aprendemos?');
    expect(text).toContain('Rut 1:16');
    // The footer, with the page number, on every page.
    for (let page = 1; page <= pages; page++)
      expect(text).toContain(`Ridgewood, New York · ${page} / ${pages}`);
    const info = pdfInfo(file);
    expect(info).toMatch(/^Title:\s+Guía \(de\) estudio$/m);
    expect(info).toMatch(/^Author:\s+Ministerio Mujeres con Propósito$/m);
    expect(info).toMatch(new RegExp(`^Pages:\\s+${pages}$`, 'm'));
    expect((await renderPdf(sample)).toString('latin1')).toMatch(/\/Lang \(es-US\)/);
  });

  it('renders every library document in each of its languages', async () => {
    for (const [key, document] of Object.entries(LIBRARY)) {
      for (const language of ['en', 'es'] as const) {
        const file = await renderDownload(key, language, MINISTRY_CONTENT);
        expect(file).not.toBeNull();
        const written = libraryText(document, language);
        expect(file!.fileName).toMatch(new RegExp(`^${document.fileName}(-${written.language})?\\.pdf$`));
        const path = write(file!.body);
        expect(renderPages(path)).toBeGreaterThanOrEqual(1);
        expect(pdfText(path)).toContain(written.text.title.replace(/\s+/g, ' '));
      }
    }
  });

  it("puts the ministry's published details in the footer, rendered again once they change", async () => {
    const [key] = Object.keys(LIBRARY);
    const before = pdfText(write((await renderDownload(key!, 'en', MINISTRY_CONTENT))!.body));
    expect(before).toContain(MINISTRY_CONTENT.email);
    const published = { ...MINISTRY_CONTENT, email: 'office@purpose.example' };
    const after = pdfText(write((await renderDownload(key!, 'en', published))!.body));
    expect(after).toContain('office@purpose.example');
    expect(after).not.toContain(MINISTRY_CONTENT.email);
  });

  it('every library document is written in both languages, or is a Spanish resource', () => {
    for (const document of Object.values(LIBRARY)) {
      const languages = Object.keys(document.text).sort();
      expect([['en', 'es'], ['es']]).toContainEqual(languages);
    }
  });
});

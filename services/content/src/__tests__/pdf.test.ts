import { LIBRARY, libraryText } from '../resources/library';
import { renderPdf, textWidth, wrapText, type PdfDocument } from '../resources/pdf';
import { renderDownload } from '../resources/service';

/** Checks the cross-reference table: each entry points at the start of its object. */
function expectValidStructure(bytes: Buffer): number {
  const pdf = bytes.toString('latin1');
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const [, , count] = /xref\n0 (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  // Each stream's declared length matches its content.
  for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  return (pdf.match(/\/Type \/Page /g) ?? []).length;
}

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
  it('writes a well-formed PDF over several pages, with WinAnsi accents and escaped parentheses', () => {
    const bytes = renderPdf(sample);
    expect(expectValidStructure(bytes)).toBeGreaterThan(1);
    const pdf = bytes.toString('latin1');
    expect(pdf).toContain('(Gu\\355a \\(de\\) estudio)');
    expect(pdf).toContain('\\277Qui\\351n era Rut?');
    expect(pdf).toContain('/Encoding /WinAnsiEncoding');
    expect(pdf).toMatch(/\/Lang <FEFF/);
  });

  it('wraps text within the width', () => {
    const lines = wrapText('word '.repeat(200), 'F1', 11, 468);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(textWidth(line, 'F1', 11)).toBeLessThanOrEqual(468);
  });

  it('renders every library document in each of its languages', () => {
    for (const [key, document] of Object.entries(LIBRARY)) {
      for (const language of ['en', 'es'] as const) {
        const file = renderDownload(key, language);
        expect(file).not.toBeNull();
        expectValidStructure(file!.body);
        const written = libraryText(document, language).language;
        expect(file!.fileName).toMatch(new RegExp(`^${document.fileName}(-${written})?\\.pdf$`));
      }
    }
  });

  it('every library document is written in both languages, or is a Spanish resource', () => {
    for (const document of Object.values(LIBRARY)) {
      const languages = Object.keys(document.text).sort();
      expect([['en', 'es'], ['es']]).toContainEqual(languages);
    }
  });
});

import type { Bilingual, LabelledBlock } from '@ministry/contracts/site-content';

/** A block's words: a paragraph, or a list (one item a line, written "- item" in the document). */
type Body = string | readonly string[];

const text = (body: Body): string =>
  typeof body === 'string' ? body : body.map((item) => `- ${item}`).join('\n');

/** A dialog's labelled blocks in the order given, labelled from `labels` by name; id: the name in kebab case. */
export function labelledBlocks<Name extends string>(
  labels: Record<Name, Bilingual>,
  blocks: Partial<Record<Name, { en: Body; es: Body }>>,
): LabelledBlock[] {
  return (Object.entries(blocks) as [Name, { en: Body; es: Body }][]).map(([name, body]) => ({
    id: name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    label: labels[name],
    body: { en: text(body.en), es: text(body.es) },
  }));
}
